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
});
