import { useEffect, useState } from 'react';

/** Countdown tick (docs/rules/personalisation.md §9). */
export const COUNTDOWN_TICK_MS = 1000;

/** Seconds left from `start`, decremented each second; restarts when the server answers anew. */
export function useCountdown(start: number): number {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    setLeft(start);
    if (start <= 0) return;
    const began = Date.now();
    const id = window.setInterval(() => {
      setLeft(start - Math.floor((Date.now() - began) / COUNTDOWN_TICK_MS));
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(id);
  }, [start]);
  return left;
}

/** Days, hours, minutes and seconds of a number of seconds. */
export function splitSeconds(total: number) {
  const s = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
