import { useEffect, useRef } from 'react';

/** Two half-second steps: the badge swells and settles, 1 s in all (docs/rules/purchase.md §9). */
const BOUNCE: Keyframe[] = [
  { transform: 'scale(1)' },
  { transform: 'scale(1.5)', offset: 0.5 },
  { transform: 'scale(1)' },
];

/**
 * Bounces the element each time `bumps` grows, with the browser's own animations: no animation
 * library in the shell, whose first download every page waits for. Reduced motion: no bounce.
 */
export function useBounce<T extends HTMLElement>(bumps: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (bumps === 0 || !element?.animate) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.animate(BOUNCE, { duration: 1000, easing: 'ease-in-out' });
  }, [bumps]);
  return ref;
}
