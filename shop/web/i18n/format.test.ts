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

  it('keeps each language, currency and decimals apart when formatters are reused', () => {
    const amounts = [
      formatMoney({ amount: 19_950, currency: 'NOK' }, 'nb'),
      formatMoney({ amount: 20_000, currency: 'NOK' }, 'nb'),
      formatMoney({ amount: 19_950, currency: 'SEK' }, 'sv'),
      formatMoney({ amount: 19_950, currency: 'NOK' }, 'en'),
      formatMoney({ amount: 19_950, currency: 'NOK' }, 'nb'),
    ].map((text) => text?.replace(/\s/g, ' '));
    expect(amounts).toEqual(['199,50 kr', '200 kr', '199,50 kr', 'NOK 199.50', '199,50 kr']);
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
