// Whether an element is on (or near) the screen; once seen it stays "visible" so a rendered
// thumbnail is not redone on every scroll.
import { type RefObject, useEffect, useState } from 'react';

export function useVisible(ref: RefObject<HTMLElement | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
