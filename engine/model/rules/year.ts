import type { Template } from '../types';

/** The current calendar year of the device (the default "now" of the year rules). */
export const thisYear = (): number => new Date().getFullYear();

/** The years a template may take from `currentYear` on ([] means any year from then). */
function yearsFrom(template: Template, currentYear: number): number[] {
  return template.supportedYears.filter((y) => y >= currentYear);
}

/** Reads a typed year: a whole number, or a string of digits; anything else is NaN. */
function readYear(year: unknown): number {
  if (typeof year === 'number') return year;
  if (typeof year === 'string' && /^\s*\d+\s*$/.test(year)) return Number(year);
  return Number.NaN;
}

/**
 * The year an instance may take for a requested one (docs/rules/personalisation.md §5): a
 * non-number or a year before
 * `currentYear` becomes the current year; with `supportedYears` the nearest supported year at or
 * after it is taken (the last one when it is past them all). Supported years that are all in
 * the past are ignored (an out-of-date template still opens).
 */
export function clampYear(template: Template, year: unknown, currentYear: number): number {
  const n = readYear(year);
  const wanted = Number.isInteger(n) && n >= currentYear ? n : currentYear;
  const years = yearsFrom(template, currentYear);
  if (years.length === 0) return wanted;
  return years.find((y) => y >= wanted) ?? (years[years.length - 1] as number);
}

/** A new instance's year: the first supported year from the current one, else the current year. */
export function defaultYear(template: Template, currentYear: number): number {
  return clampYear(template, currentYear, currentYear);
}

/**
 * The year after a plus (+1) or minus (-1) press: the next or previous allowed year, clamped at
 * the current year below and the last supported year above.
 */
export function stepYear(template: Template, year: number, step: 1 | -1, currentYear: number) {
  const years = yearsFrom(template, currentYear);
  if (years.length === 0) return Math.max(currentYear, year + step);
  const from = clampYear(template, year, currentYear);
  const next = step > 0 ? years.find((y) => y > from) : years.findLast((y) => y < from);
  return next ?? from;
}

/**
 * Whether the editor offers "Change year": calendars supporting more than one year
 * (docs/rules/personalisation.md §2, §5).
 */
export function yearChangeEnabled(template: Template): boolean {
  return template.type === 'CALENDAR' && template.supportedYears.length !== 1;
}
