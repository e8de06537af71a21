import { loadavg } from 'node:os';

/** One measured figure as a JSON line, beside its baseline when it has one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  baseline?: { name: string; value: number };
  ratio?: number;
}

/**
 * Prints the figure with the machine's 1-minute load average as it is printed: on a shared
 * machine a figure means little without how busy the machine was.
 */
export function printFigure(figure: Figure): void {
  console.log(JSON.stringify({ ...figure, load1: round(loadavg()[0] ?? 0, 1) }));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export const round = (n: number, digits = 2): number => Number(n.toFixed(digits));

/**
 * Prints the `p`th percentile of timings in ms (sorted ascending; p 100 is the slowest) as a
 * figure named `name`, rounded to the ms, with the most it may take when it has a target.
 */
export function printMsPercentile(name: string, sorted: number[], p: number, targetMs?: number) {
  const value = round(percentile(sorted, p), 0);
  printFigure({
    name,
    value,
    unit: 'ms',
    ...(targetMs === undefined ? {} : { target: `<= ${targetMs} ms` }),
  });
}
