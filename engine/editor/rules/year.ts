/**
 * Year-menu rules (spec §5): the year never goes below the current year; minus clamps there;
 * on blur a non-number or a past year becomes the current year. A calendar whose template lists
 * supported years stays within them; an empty list means any year from the current one.
 */

/** The latest year the template allows, or none. */
function maxYear(supportedYears: readonly number[]): number {
  return supportedYears.length > 0 ? Math.max(...supportedYears) : Number.POSITIVE_INFINITY;
}

/** Minus: one year back, clamped at the current year. */
export function yearMinus(year: number, currentYear: number): number {
  return Math.max(currentYear, year - 1);
}

/** Plus: one year on, within the supported years. */
export function yearPlus(year: number, supportedYears: readonly number[]): number {
  return Math.min(maxYear(supportedYears), year + 1);
}

/** Blur of the year input: a non-number or a past year becomes the current year. */
export function yearOnBlur(
  text: string,
  currentYear: number,
  supportedYears: readonly number[],
): number {
  const trimmed = text.trim();
  const year = /^\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
  if (Number.isNaN(year) || year < currentYear) return currentYear;
  return Math.min(maxYear(supportedYears), year);
}

/** Change year is offered for calendars only, and disabled when one year is all there is. */
export function yearChangeEnabled(supportedYears: readonly number[]): boolean {
  return supportedYears.length !== 1;
}
