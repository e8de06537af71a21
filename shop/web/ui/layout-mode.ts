import { useSyncExternalStore } from 'react';
import { useMediaQuery } from './useMediaQuery';

/**
 * The desktop layout (navigation beside the page, lists in columns, summaries beside the cart
 * and checkout, the editor's panel beside its canvas) starts at this width.
 */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * A parent who picks 'Desktop version' on a phone gets the page laid out 1280 px wide, shown
 * zoomed out as a desktop site is; the choice stays in this browser until 'Mobile version'.
 * index.html applies the stored choice before the first paint (its test keeps these in step).
 */
export const LAYOUT_STORAGE_KEY = 'keepsake.layout';
export const DESKTOP_VIEWPORT = 'width=1280';
export const PHONE_VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage switched off (a private mode): the choice lasts for this page only.
    return null;
  }
}

let chosenHere = false;

/** Whether this browser asked for the desktop version. */
export function desktopChosen(): boolean {
  const store = storage();
  return store ? store.getItem(LAYOUT_STORAGE_KEY) === 'desktop' : chosenHere;
}

/** Sets the page's viewport to what the choice asks for. */
function applyViewport(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  meta?.setAttribute('content', desktopChosen() ? DESKTOP_VIEWPORT : PHONE_VIEWPORT);
}

/** Keeps the choice (or forgets it) and lays the page out at once. */
export function chooseDesktop(desktop: boolean): void {
  chosenHere = desktop;
  const store = storage();
  if (desktop) store?.setItem(LAYOUT_STORAGE_KEY, 'desktop');
  else store?.removeItem(LAYOUT_STORAGE_KEY);
  applyViewport();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  // Another tab of the shop switching follows here too: the choice belongs to the browser.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LAYOUT_STORAGE_KEY && event.key !== null) return;
    applyViewport();
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * `desktop`: the page is laid out as on a desktop now (a wide screen, or the desktop version
 * chosen); `chosen`: the desktop version was chosen in this browser.
 */
export function useLayoutMode(): { desktop: boolean; chosen: boolean } {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const chosen = useSyncExternalStore(subscribe, desktopChosen, () => false);
  return { desktop, chosen };
}
