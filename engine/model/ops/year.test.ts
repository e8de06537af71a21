import { describe, expect, it } from 'vitest';
import { createInstance } from '../instance/create';
import { calendar } from '../testing/templates';
import { applied } from '../testing/results';
import { changeYear, setYear } from './year';

const tpl = calendar(); // 2026–2028
const fresh = () => createInstance(tpl, { currentYear: 2026 });

describe('setYear', () => {
  it('sets a supported year and marks dirty', () => {
    const i = applied(setYear(tpl, fresh(), 2027, 2026));
    expect(i).toMatchObject({ year: 2027, dirty: true });
  });
  it('turns a past year or a non-number into the current year', () => {
    const later = applied(setYear(tpl, fresh(), 2028, 2026));
    expect(applied(setYear(tpl, later, 2020, 2026)).year).toBe(2026);
    expect(applied(setYear(tpl, later, 'abc', 2026)).year).toBe(2026);
  });
  it('stays within supportedYears and defaults "now" to the device year', () => {
    expect(applied(setYear(tpl, fresh(), 2031, 2026)).year).toBe(2028);
    const now = new Date().getFullYear();
    expect(applied(setYear({ ...tpl, supportedYears: [] }, fresh(), now + 1)).year).toBe(now + 1);
  });
});

describe('changeYear', () => {
  it('plus and minus step, minus clamps at the current year', () => {
    let i = applied(changeYear(tpl, fresh(), 1, 2026));
    expect(i.year).toBe(2027);
    i = applied(changeYear(tpl, i, -1, 2026));
    i = applied(changeYear(tpl, i, -1, 2026));
    expect(i.year).toBe(2026);
    const now = new Date().getFullYear();
    const open = { ...tpl, supportedYears: [] };
    expect(applied(changeYear(open, createInstance(open), 1)).year).toBe(now + 1);
  });
});
