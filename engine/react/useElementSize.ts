// The CSS pixel size of an element, kept current with a ResizeObserver, and the largest size it
// has had (what a canvas that never shrinks is sized to).
import { type RefObject, useLayoutEffect, useState } from 'react';

export interface ElementSize {
  width: number;
  height: number;
  /** The largest width and height seen so far (each on its own). */
  largest: { width: number; height: number };
}

const EMPTY: ElementSize = { width: 0, height: 0, largest: { width: 0, height: 0 } };

function next(old: ElementSize, width: number, height: number): ElementSize {
  if (old.width === width && old.height === height) return old;
  const largest =
    width <= old.largest.width && height <= old.largest.height
      ? old.largest
      : {
          width: Math.max(width, old.largest.width),
          height: Math.max(height, old.largest.height),
        };
  return { width, height, largest };
}

export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize {
  const [size, setSize] = useState(EMPTY);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured before the first paint, so the canvas draws on the first frame.
    const box = element.getBoundingClientRect();
    setSize((old) => next(old, box.width, box.height));
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) => next(old, width, height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
