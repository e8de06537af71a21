// A month laid out in weeks of 7 cells from the locale's first weekday (null outside the month).
import type { MonthGrid, Weekday } from '../model/types';

export function monthGrid(year: number, month: number, weekStartsOn: Weekday): MonthGrid {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first - weekStartsOn + 7) % 7;
  const weeks: (number | null)[][] = [];
  for (let start = -lead; start < days; start += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = start + i + 1;
        return day >= 1 && day <= days ? day : null;
      }),
    );
  }
  return { year, month, weekStartsOn, weeks };
}
