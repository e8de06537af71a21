import { describe, expect, it } from 'vitest';
import { formatAmount } from './rows';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('sums on the receipt, the invoice and their mails', () => {
  it('are written as a parent of each language reads them, with øre', () => {
    expect(plain(formatAmount(123_450, 'NOK', 'en'))).toBe('NOK 1,234.50');
    expect(plain(formatAmount(123_450, 'NOK', 'nb'))).toBe('1 234,50 kr');
    expect(plain(formatAmount(29_900, 'SEK', 'sv'))).toBe('299,00 kr');
  });

  it('write Norwegian kroner for a Swedish reader as NOK, never Intl’s "Nkr"', () => {
    expect(plain(formatAmount(29_900, 'NOK', 'sv'))).toBe('299,00 NOK');
  });
});
