import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (a timeout where it has no
 * requestIdleCallback): for work the first screen can do without, so it does not lengthen the
 * page's start.
 */
export function useWhenIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(id);
  }, [timeout]);
  return idle;
}
