import { describe, expect, it } from 'vitest';
import { formatMoney, yearOf } from './format';
import { toLanguage } from './languages';

describe('formatMoney', () => {
  it('gives null for 0, so the caller shows Free', () => {
    expect(formatMoney({ amount: 0, currency: 'NOK' }, 'en')).toBeNull();
  });

  it('formats minor units in the currency, whole amounts without decimals', () => {
    const nb = formatMoney({ amount: 100_000, currency: 'NOK' }, 'nb');
    expect(nb?.replace(/\s/g, ' ')).toBe('1 000 kr');
    const en = formatMoney({ amount: 19_950, currency: 'NOK' }, 'en');
    expect(en?.replace(/\s/g, ' ')).toBe('NOK 199.50');
  });
});

describe('languages', () => {
  it('maps shop and user codes onto the translated languages', () => {
    expect(toLanguage('no')).toBe('nb');
    expect(toLanguage('nb-NO')).toBe('nb');
    expect(toLanguage('sv_SE')).toBe('sv');
    expect(toLanguage('de')).toBeNull();
    expect(toLanguage(null)).toBeNull();
  });

  it('reads the year of a job from its ISO time', () => {
    expect(yearOf('2025-08-20T09:00:00Z')).toBe(2025);
  });
});
