import { describe, expect, it } from 'vitest';
import type { CalendarLocale } from './types';
import {
  columnWeekday,
  daysInMonth,
  monthGrid,
  monthTitle,
  weekdayHeader,
  weekdayOf,
} from './calendar';

const nb: CalendarLocale = {
  weekStartsOn: 1,
  monthNames: [
    'januar',
    'februar',
    'mars',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'desember',
  ],
  dayNames: ['søn', 'man', 'tir', 'ons', 'tor', 'fre', 'lør'],
};

describe('daysInMonth and weekdayOf', () => {
  it('counts days, leap years included', () => {
    expect(daysInMonth(2027, 1)).toBe(31);
    expect(daysInMonth(2027, 4)).toBe(30);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  it('knows the weekday of a date', () => {
    expect(weekdayOf(2027, 1, 1)).toBe(5); // Friday
    expect(weekdayOf(2026, 11, 23)).toBe(1); // Monday
  });
  it('refuses a month or year out of range', () => {
    expect(() => daysInMonth(2027, 13)).toThrow('month 13 must be a whole number from 1 to 12');
    expect(() => daysInMonth(2027, 0)).toThrow(RangeError);
    expect(() => daysInMonth(99, 1)).toThrow('year 99 must be a whole number from 1000 to 9999');
    expect(() => monthGrid(2027.5, 1, 1)).toThrow(RangeError);
  });
});

describe('monthGrid', () => {
  it('lays out January 2027 from Monday', () => {
    expect(monthGrid(2027, 1, 1).weeks).toEqual([
      [null, null, null, null, 1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15, 16, 17],
      [18, 19, 20, 21, 22, 23, 24],
      [25, 26, 27, 28, 29, 30, 31],
    ]);
  });
  it('lays out January 2027 from Sunday', () => {
    const grid = monthGrid(2027, 1, 0);
    expect(grid.weeks[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(grid.weeks).toHaveLength(6); // 5 leading blanks + 31 days
    expect(grid).toMatchObject({ year: 2027, month: 1, weekStartsOn: 0 });
  });
  it('uses 4 weeks for a February that starts on the week start', () => {
    // 1 February 2026 is a Sunday.
    expect(monthGrid(2026, 2, 0).weeks).toHaveLength(4);
    expect(monthGrid(2026, 2, 1).weeks).toHaveLength(5);
  });
  it('uses 6 weeks when the month needs them, or always when asked', () => {
    // August 2026 starts on a Saturday and has 31 days.
    expect(monthGrid(2026, 8, 1).weeks).toHaveLength(6);
    const fixed = monthGrid(2026, 2, 0, { sixWeeks: true });
    expect(fixed.weeks).toHaveLength(6);
    expect(fixed.weeks[5]).toEqual([null, null, null, null, null, null, null]);
  });
  it('holds every day once, in order', () => {
    for (let month = 1; month <= 12; month += 1) {
      const days = monthGrid(2028, month, 6)
        .weeks.flat()
        .filter((d) => d !== null);
      expect(days).toEqual(Array.from({ length: daysInMonth(2028, month) }, (_, i) => i + 1));
    }
  });
});

describe('locale helpers', () => {
  it('orders day names from the week start', () => {
    expect(weekdayHeader(nb)).toEqual(['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn']);
    expect(weekdayHeader({ ...nb, weekStartsOn: 0 })[0]).toBe('søn');
    expect(weekdayHeader({ ...nb, dayNames: [] })).toEqual(['', '', '', '', '', '', '']);
    expect(columnWeekday(1, 6)).toBe(0);
  });
  it('titles a month', () => {
    expect(monthTitle(nb, 2027, 3)).toBe('mars 2027');
    expect(monthTitle({ ...nb, monthNames: [] }, 2027, 3)).toBe('2027');
    expect(() => monthTitle(nb, 2027, 0)).toThrow(RangeError);
  });
});
