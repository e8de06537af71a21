import { describe, expect, it } from 'vitest';
import { formatAmount, formatCountry, formatDate, formatMoney, formatRate, yearOf } from './format';
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

/** Intl's spaces (no-break, narrow no-break) as plain ones, to compare with what a parent reads. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('money as a parent reads it, per language', () => {
  const price = (amount: number, currency: string, language: string) =>
    plain(formatMoney({ amount, currency }, language));

  it('en: the currency code first, decimals only when there are øre', () => {
    expect(price(29_900, 'NOK', 'en')).toBe('NOK 299');
    expect(price(123_450, 'NOK', 'en')).toBe('NOK 1,234.50');
    expect(price(29_900, 'SEK', 'en')).toBe('SEK 299');
  });

  it('nb: Norwegian kroner are "kr" after the amount, Swedish ones by their code', () => {
    expect(price(29_900, 'NOK', 'nb')).toBe('299 kr');
    expect(price(123_450, 'NOK', 'nb')).toBe('1 234,50 kr');
    expect(price(29_900, 'SEK', 'nb')).toBe('299 SEK');
  });

  it('sv: Swedish kroner are "kr"; Norwegian ones "NOK", never "Nkr"', () => {
    // Intl's Swedish symbol for NOK is "Nkr", which Swedes do not write for Norwegian kroner
    // (and "kr" alone would read as Swedish ones): the code is the form a Swede reads at once.
    expect(price(29_900, 'SEK', 'sv')).toBe('299 kr');
    expect(price(29_900, 'NOK', 'sv')).toBe('299 NOK');
    expect(price(123_450, 'NOK', 'sv')).toBe('1 234,50 NOK');
    expect(plain(formatAmount({ amount: 0, currency: 'NOK' }, 'sv'))).toBe('0 NOK');
  });
});

describe('dates as a parent reads them, per language', () => {
  it.each([
    ['en', '26 November 2026'],
    ['nb', '26. november 2026'],
    ['sv', '26 november 2026'],
  ])('%s writes the day in words: %s', (language, words) => {
    expect(formatDate('2026-11-26', language)).toBe(words);
    expect(formatDate('2026-11-26T12:00:00Z', language)).toBe(words);
  });

  it('keeps a calendar day (a due date) the same day west of Greenwich', () => {
    // Read as a moment, "2026-01-01" is midnight UTC: still 31 December in New York.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
      expect(formatDate('2026-12-31', 'sv')).toBe('31 december 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
