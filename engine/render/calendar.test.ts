import { describe, expect, it } from 'vitest';
import { calendarLocale, weekStart } from './calendarLocale';
import { monthGrid } from './monthGrid';

describe('calendar locale', () => {
  it('takes week start and names from Intl', () => {
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('nb-NO')).toBe(1);
    const nb = calendarLocale('nb-NO');
    expect(nb.monthNames[0]).toBe('Januar');
    expect(nb.dayNames[1]).toBe('Man');
    expect(calendarLocale('en-GB').dayNames[0]).toBe('Sun');
  });
});

describe('monthGrid', () => {
  it('lays out February 2027 from Monday', () => {
    const grid = monthGrid(2027, 2, 1);
    // 1 February 2027 is a Monday: 4 full weeks.
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('pads the first week from Sunday', () => {
    const grid = monthGrid(2027, 1, 0);
    // 1 January 2027 is a Friday.
    expect(grid.weeks[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(grid.weeks.flat().filter((d) => d !== null)).toHaveLength(31);
  });
});
