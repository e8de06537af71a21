/**
 * The calls send a calendar day (a due date, a delivery date) as '2026-11-26' and a moment as a
 * full timestamp. A calendar day is the same day in every time zone: it is read as noon UTC of
 * that day and must be formatted in UTC; a moment is read as it is.
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What to format: the instant, and whether it is a calendar day (format it in UTC). */
export function dayOrMoment(value: string | number | Date): { at: Date; calendarDay: boolean } {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  return { at: new Date(calendarDay ? `${value}T12:00:00Z` : value), calendarDay };
}
