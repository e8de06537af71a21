import { describe, expect, it } from 'vitest';
import { formatDateIn, formatMoneyIn, formatSumIn, type Lang } from './format';

/** Intl's spaces (no-break, narrow no-break) as plain ones, to compare with what a parent reads. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const nok = (amount: number) => ({ amount, currency: 'NOK' });
const sek = (amount: number) => ({ amount, currency: 'SEK' });

describe('money in mails and PDFs, as a parent of each language reads it', () => {
  it('en: the code first, øre only when there are any (a sum always has them)', () => {
    expect(plain(formatMoneyIn('en', nok(29_900)))).toBe('NOK 299');
    expect(plain(formatMoneyIn('en', nok(123_450)))).toBe('NOK 1,234.50');
    expect(plain(formatSumIn('en', nok(29_900)))).toBe('NOK 299.00');
  });

  it('nb: Norwegian kroner are "kr" after the amount, other currencies by their code', () => {
    expect(plain(formatMoneyIn('nb', nok(29_900)))).toBe('299 kr');
    expect(plain(formatSumIn('nb', nok(123_450)))).toBe('1 234,50 kr');
    expect(plain(formatMoneyIn('nb', sek(29_900)))).toBe('299 SEK');
  });

  it('sv: Swedish kroner are "kr", Norwegian ones "NOK", never "Nkr"', () => {
    // Intl's Swedish symbol for NOK is "Nkr", which Swedes do not write (and "kr" alone would
    // read as Swedish kroner): a Swede reads Norwegian kroner by their code.
    expect(plain(formatMoneyIn('sv', sek(29_900)))).toBe('299 kr');
    expect(plain(formatMoneyIn('sv', nok(29_900)))).toBe('299 NOK');
    expect(plain(formatSumIn('sv', nok(123_450)))).toBe('1 234,50 NOK');
    expect(formatSumIn('sv', nok(100))).not.toContain('Nkr');
  });
});

describe('dates in mails and PDFs, as a parent of each language reads them', () => {
  it.each<[Lang, string]>([
    ['en', '26 November 2026'],
    ['nb', '26. november 2026'],
    ['sv', '26 november 2026'],
  ])('%s writes a day in words: %s', (lang, words) => {
    expect(formatDateIn(lang, '2026-11-26')).toBe(words);
    expect(formatDateIn(lang, new Date('2026-11-26T12:00:00Z'))).toBe(words);
  });

  it('gives a moment the day it is in Norway, and a calendar day that very day', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Oslo.
    expect(formatDateIn('nb', new Date('2026-12-31T23:30:00Z'))).toBe('1. januar 2027');
    expect(formatDateIn('sv', '2026-12-31')).toBe('31 december 2026');
  });
});
