import { describe, expect, it } from 'vitest';
import { formatKroner, parseKroner } from './kroner';

describe('amounts typed in kroner', () => {
  it('become whole øre, with a point or a comma and spaces between thousands', () => {
    expect(parseKroner('199')).toBe(19_900);
    expect(parseKroner('199.5')).toBe(19_950);
    expect(parseKroner('199,50')).toBe(19_950);
    expect(parseKroner('0.29')).toBe(29);
    expect(parseKroner(' 1 249,95 ')).toBe(124_995);
    expect(parseKroner('1\u00a0000')).toBe(100_000);
  });

  it('keep a minus sign, so the server can refuse the negative amount', () => {
    expect(parseKroner('-5')).toBe(-500);
    expect(parseKroner('-0')).toBe(0);
  });

  it('are refused when they are not an amount', () => {
    for (const text of ['', 'abc', '1.234', '12e3', '1,2,3', '0x10', '1.', '.5', '9999999999999'])
      expect(parseKroner(text)).toBeNull();
  });

  it('show øre as kroner with two decimals, and read back the same', () => {
    for (const ore of [0, 5, 29, 19_900, 124_995, -500, 2_147_483_647]) {
      expect(parseKroner(formatKroner(ore))).toBe(ore);
    }
    expect(formatKroner(19_950)).toBe('199.50');
  });
});
