import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

/** True on tablets and desktops, where banners fade with text on the image. */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
