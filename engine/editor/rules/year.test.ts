import { describe, expect, it } from 'vitest';
import { yearChangeEnabled, yearMinus, yearOnBlur, yearPlus } from './year';

describe('year-menu rules (spec §5)', () => {
  it('minus clamps at the current year', () => {
    expect(yearMinus(2028, 2026)).toBe(2027);
    expect(yearMinus(2026, 2026)).toBe(2026);
  });

  it('plus stays within the supported years, any year when none are listed', () => {
    expect(yearPlus(2027, [2026, 2027])).toBe(2027);
    expect(yearPlus(2026, [2026, 2027])).toBe(2027);
    expect(yearPlus(2030, [])).toBe(2031);
  });

  it('on blur a non-number or past year becomes the current year', () => {
    expect(yearOnBlur('abc', 2026, [])).toBe(2026);
    expect(yearOnBlur('2020', 2026, [])).toBe(2026);
    expect(yearOnBlur('2027', 2026, [])).toBe(2027);
    expect(yearOnBlur('2099', 2026, [2026, 2028])).toBe(2028);
  });

  it('is disabled when only one year is supported', () => {
    expect(yearChangeEnabled([2026])).toBe(false);
    expect(yearChangeEnabled([2026, 2027])).toBe(true);
    expect(yearChangeEnabled([])).toBe(true);
  });
});
