import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnValid } from '../payment/card';
import { kidFor, luhnCheckDigit, validKid } from './kid';

describe('KID numbers', () => {
  it('has a MOD10 check digit the card checker also accepts, for any invoice number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        const kid = kidFor(n);
        expect(kid).toMatch(/^[0-9]{10}$/);
        expect(luhnValid(kid)).toBe(true);
        expect(validKid(kid)).toBe(true);
      }),
    );
  });

  it('a changed digit or two swapped neighbours no longer pass', () => {
    const kid = kidFor(1234);
    expect(kid).toBe('0000012344');
    expect(validKid('0000012345')).toBe(false);
    expect(validKid('0000021344')).toBe(false);
    expect(validKid('00000123 4')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it('refuses impossible invoice numbers', () => {
    expect(() => kidFor(0)).toThrow();
    expect(() => kidFor(2 ** 31 * 1000)).toThrow();
  });
});
