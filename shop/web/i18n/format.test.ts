import { describe, expect, it } from 'vitest';
import { formatAmount, formatCountry, formatMoney, formatRate, yearOf } from './format';
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

describe('formatAmount, formatRate and formatCountry', () => {
  it('writes 0 as an amount (VAT of 0 is not "Free")', () => {
    expect(formatAmount({ amount: 0, currency: 'NOK' }, 'en').replace(/\s/g, ' ')).toBe('NOK 0');
    expect(formatAmount({ amount: 3_140, currency: 'NOK' }, 'nb').replace(/\s/g, ' ')).toBe(
      '31,40 kr',
    );
  });

  it('writes a rate in basis points as the language writes percentages', () => {
    expect(formatRate(2500, 'en')).toBe('25%');
    expect(formatRate(2500, 'nb').replace(/\s/g, ' ')).toBe('25 %');
    expect(formatRate(1250, 'sv').replace(/\s/g, ' ')).toBe('12,5 %');
  });

  it('names a country in the language, and leaves a code it does not know as it is', () => {
    expect(formatCountry('NO', 'en')).toBe('Norway');
    expect(formatCountry('NO', 'nb')).toBe('Norge');
    expect(formatCountry('SE', 'sv')).toBe('Sverige');
    expect(formatCountry('Norway', 'en')).toBe('Norway');
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
