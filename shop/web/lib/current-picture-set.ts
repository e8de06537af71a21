/**
 * The picture set (the child) the parent is shopping for, kept for the browser session: the
 * product lists and the editor's pre-filled designs follow it, and a child's own page makes it
 * that child.
 */
export interface CurrentSet {
  uuid: string;
  name: string;
}

const KEY = 'keepsake.currentPictureSet';

export function readCurrentPictureSet(): CurrentSet | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (value && typeof value === 'object' && 'uuid' in value && 'name' in value) {
      const { uuid, name } = value as Record<string, unknown>;
      if (typeof uuid === 'string' && typeof name === 'string') return { uuid, name };
    }
  } catch {
    // Storage off or a broken value: no choice yet, the server picks the newest set.
  }
  return null;
}

export function rememberPictureSet(set: CurrentSet): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(set));
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
