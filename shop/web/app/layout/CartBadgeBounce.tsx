import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { animated, useSpring } from '@react-spring/web';

/** Two half-second steps: the badge swells and settles, 1 s in all (spec §9). */
const bumpSteps = [
  { scale: 1.5, config: { duration: 500 } },
  { scale: 1, config: { duration: 500 } },
];

/**
 * The cart badge's bounce, in a chunk of its own so react-spring stays out of the shell's first
 * download. It bounces on mount too when `bumps` > 0: the count changed while it was away.
 */
export function CartBadgeBounce({
  bumps,
  className,
  children,
}: {
  bumps: number;
  className: string | undefined;
  children: ReactNode;
}) {
  const [spring, api] = useSpring(() => ({ scale: 1 }));

  useEffect(() => {
    if (bumps > 0) api.start({ to: bumpSteps });
  }, [bumps, api]);

  return (
    <animated.span className={className} style={spring}>
      {children}
    </animated.span>
  );
}
