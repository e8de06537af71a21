import { useCallback, useState } from 'react';

/** The picture set the product lists are shown for, kept for the browser session. */
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

export function useCurrentPictureSet(): [CurrentSet | null, (set: CurrentSet) => void] {
  const [current, setCurrent] = useState<CurrentSet | null>(readCurrentPictureSet);
  const choose = useCallback((set: CurrentSet) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(set));
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setCurrent(set);
  }, []);
  return [current, choose];
}
