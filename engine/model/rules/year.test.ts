import { describe, expect, it } from 'vitest';
import { calendar, card } from '../testing/templates';
import { clampYear, defaultYear, stepYear, thisYear, yearChangeEnabled } from './year';

const cal = calendar(); // supports 2026, 2027, 2028
const open = card(); // no year list
const gappy = { ...cal, supportedYears: [2026, 2028] };

describe('clampYear', () => {
  it('keeps a year from the current one on when the template lists none', () => {
    expect(clampYear(open, 2031, 2026)).toBe(2031);
    expect(clampYear(open, '2030', 2026)).toBe(2030);
  });
  it('turns a past year or a non-number into the current year', () => {
    expect(clampYear(open, 2019, 2026)).toBe(2026);
    expect(clampYear(open, 'next year', 2026)).toBe(2026);
    expect(clampYear(open, '', 2026)).toBe(2026);
    expect(clampYear(open, 2027.5, 2026)).toBe(2026);
    expect(clampYear(open, null, 2026)).toBe(2026);
  });
  it('stays within supportedYears', () => {
    expect(clampYear(cal, 2027, 2026)).toBe(2027);
    expect(clampYear(cal, 2040, 2026)).toBe(2028);
    expect(clampYear(gappy, 2027, 2026)).toBe(2028);
    expect(clampYear(cal, 2026, 2027)).toBe(2027);
  });
  it('ignores a year list that lies wholly in the past', () => {
    expect(clampYear(cal, 2031, 2030)).toBe(2031);
  });
});

describe('defaultYear', () => {
  it('is the first supported year from the current one, else the current year', () => {
    expect(defaultYear(cal, 2025)).toBe(2026);
    expect(defaultYear(cal, 2027)).toBe(2027);
    expect(defaultYear(open, 2026)).toBe(2026);
  });
});

describe('stepYear', () => {
  it('minus clamps at the current year', () => {
    expect(stepYear(open, 2027, -1, 2026)).toBe(2026);
    expect(stepYear(open, 2026, -1, 2026)).toBe(2026);
    expect(stepYear(cal, 2026, -1, 2026)).toBe(2026);
  });
  it('plus goes up, and stops at the last supported year', () => {
    expect(stepYear(open, 2026, 1, 2026)).toBe(2027);
    expect(stepYear(cal, 2027, 1, 2026)).toBe(2028);
    expect(stepYear(cal, 2028, 1, 2026)).toBe(2028);
  });
  it('jumps over gaps in supportedYears both ways', () => {
    expect(stepYear(gappy, 2026, 1, 2026)).toBe(2028);
    expect(stepYear(gappy, 2028, -1, 2026)).toBe(2026);
  });
});

describe('yearChangeEnabled and thisYear', () => {
  it('is on for calendars with more than one year', () => {
    expect(yearChangeEnabled(cal)).toBe(true);
    expect(yearChangeEnabled({ ...cal, supportedYears: [] })).toBe(true);
    expect(yearChangeEnabled({ ...cal, supportedYears: [2026] })).toBe(false);
    expect(yearChangeEnabled(open)).toBe(false);
  });
  it('reads the device year', () => {
    expect(thisYear()).toBe(new Date().getFullYear());
  });
});
