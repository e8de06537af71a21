import { describe, expect, it } from 'vitest';
import { calendarLocale, weekStart } from './calendarLocale';

describe('calendar locale', () => {
  it('takes week start and names from Intl', () => {
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('nb-NO')).toBe(1);
    const nb = calendarLocale('nb-NO');
    expect(nb.monthNames[0]).toBe('Januar');
    expect(nb.dayNames[1]).toBe('Man');
    expect(calendarLocale('en-GB').dayNames[0]).toBe('Sun');
  });

  it.each([
    // The locales the shop's languages are written in (shop/web/i18n/languages.ts).
    ['en-GB', 'May', 'November', 'Mon'],
    ['nb-NO', 'Mai', 'November', 'Man'],
    ['sv-SE', 'Maj', 'November', 'Mån'],
  ])('names months and days in %s as its parents write them', (locale, may, november, monday) => {
    const words = calendarLocale(locale);
    expect(words.monthNames[4]).toBe(may);
    expect(words.monthNames[10]).toBe(november);
    expect(words.dayNames[1]).toBe(monday);
    expect(words.weekStartsOn).toBe(1);
  });
});
