// A scripted two-finger pinch through the Chrome DevTools Protocol (real touch input, so the
// page sees the same events a phone sends).
import type { CDPSession } from 'playwright-core';

export interface PinchOptions {
  centreX: number;
  centreY: number;
  fromSpread: number;
  toSpread: number;
  durationMs: number;
}

const points = (cx: number, cy: number, spread: number) => [
  { x: cx - spread / 2, y: cy, id: 0 },
  { x: cx + spread / 2, y: cy, id: 1 },
];

export async function pinch(cdp: CDPSession, o: PinchOptions): Promise<number> {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: points(o.centreX, o.centreY, o.fromSpread),
  });
  const started = Date.now();
  let moves = 0;
  for (;;) {
    const t = Math.min(1, (Date.now() - started) / o.durationMs);
    const spread = o.fromSpread + (o.toSpread - o.fromSpread) * t;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points(o.centreX, o.centreY, spread),
    });
    moves += 1;
    if (t >= 1) break;
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return moves;
}
