import type { CalendarLocale, MonthGrid, Weekday } from './types';

/**
 * Calendar month grids, pure arithmetic on UTC dates so the device's time zone cannot shift a
 * day. Week start and names are the host's locale data (e.g. read from Intl by the renderer).
 */
function checkMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`year ${year} must be a whole number from 1000 to 9999`);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month ${month} must be a whole number from 1 to 12`);
}

/** The number of days in a month (1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  checkMonth(year, month);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weekday (0 Sunday … 6 Saturday) of a date. */
export function weekdayOf(year: number, month: number, day: number): Weekday {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday;
}

/**
 * A month in weeks of 7 cells starting on `weekStartsOn`, day numbers or null outside the month.
 * With `sixWeeks` every month has 6 rows, so the grids of a calendar line up.
 */
export function monthGrid(
  year: number,
  month: number,
  weekStartsOn: Weekday,
  { sixWeeks = false }: { sixWeeks?: boolean } = {},
): MonthGrid {
  const days = daysInMonth(year, month);
  const lead = (weekdayOf(year, month, 1) - weekStartsOn + 7) % 7;
  const rows = sixWeeks ? 6 : Math.ceil((lead + days) / 7);
  const weeks = Array.from({ length: rows }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = w * 7 + d - lead + 1;
      return day >= 1 && day <= days ? day : null;
    }),
  );
  return { year, month, weekStartsOn, weeks };
}

/** The weekday shown in a grid column (0–6). */
export const columnWeekday = (weekStartsOn: Weekday, column: number): Weekday =>
  ((weekStartsOn + column) % 7) as Weekday;

/** The day names in grid column order, from the locale's Sunday-first list. */
export function weekdayHeader(locale: CalendarLocale): string[] {
  return Array.from(
    { length: 7 },
    (_, c) => locale.dayNames[columnWeekday(locale.weekStartsOn, c)] ?? '',
  );
}

/** A grid's title, e.g. "January 2027", from the locale's month names. */
export function monthTitle(locale: CalendarLocale, year: number, month: number): string {
  checkMonth(year, month);
  return `${locale.monthNames[month - 1] ?? ''} ${year}`.trim();
}
