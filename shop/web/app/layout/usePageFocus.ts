import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, focus moves to <main> so a screen reader starts at the new
 * page instead of the link that is gone; the first load keeps the browser's own focus.
 */
export function usePageFocus(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    // A field that focused itself on the new page keeps its focus.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
