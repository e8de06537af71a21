// Calendar words and week start for a locale, from Intl (the host passes only the locale).
import type { CalendarLocale, Weekday } from '../model/types';

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

// Regions whose week starts on Sunday, for engines without Intl.Locale week info.
const SUNDAY_REGIONS = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'PH', 'KR', 'TW', 'ZA']);

export function weekStart(locale: string): Weekday {
  const intl = new Intl.Locale(locale) as LocaleWithWeekInfo;
  const info = intl.getWeekInfo?.() ?? intl.weekInfo;
  // Intl counts 1 = Monday … 7 = Sunday; the model counts 0 = Sunday … 6 = Saturday.
  if (info) return (info.firstDay % 7) as Weekday;
  const region = intl.maximize().region ?? '';
  return SUNDAY_REGIONS.has(region) ? 0 : 1;
}

const capitalise = (word: string, locale: string) =>
  word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);

// Intl formatters are slow to build (tens of ms at 4x CPU) and a locale's words never change,
// so every caller (editor, thumbnails, print render) shares one per locale.
const byLocale = new Map<string, CalendarLocale>();

export function calendarLocale(locale: string): CalendarLocale {
  let calendar = byLocale.get(locale);
  if (!calendar) {
    calendar = buildCalendarLocale(locale);
    byLocale.set(locale, calendar);
  }
  return calendar;
}

function buildCalendarLocale(locale: string): CalendarLocale {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monthNames = Array.from({ length: 12 }, (_, m) =>
    capitalise(month.format(Date.UTC(2024, m, 1)), locale),
  );
  // 7 January 2024 was a Sunday.
  const dayNames = Array.from({ length: 7 }, (_, d) =>
    capitalise(day.format(Date.UTC(2024, 0, 7 + d)).replace(/\.$/, ''), locale),
  );
  return { weekStartsOn: weekStart(locale), monthNames, dayNames };
}
