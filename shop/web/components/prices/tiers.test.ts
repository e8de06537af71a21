import { describe, expect, it } from 'vitest';
import { ordinal, tierRows } from './tiers';

describe('price tiers', () => {
  it('writes ordinals per language', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(ordinal(2, 'nb')).toBe('2.');
    expect([1, 2, 3, 11, 21].map((n) => ordinal(n, 'sv'))).toEqual([
      '1:a',
      '2:a',
      '3:e',
      '11:e',
      '21:a',
    ]);
  });

  it('uses n pcs for type 0 and ordinals otherwise; campaign prices only when qualified', () => {
    const rows = [
      { quantity: 10, price: 3200, campaignprice: 2900, type: 0 },
      { quantity: 1, price: 3900, campaignprice: null, type: 0 },
    ];
    expect(tierRows(rows, true)).toEqual([
      { kind: 'quantity', quantity: 1, price: 3900, campaignPrice: null },
      { kind: 'quantity', quantity: 10, price: 3200, campaignPrice: 2900 },
    ]);
    expect(tierRows(rows, false)[1]?.campaignPrice).toBeNull();
    expect(
      tierRows([{ quantity: 2, price: 9900, campaignprice: null, type: 1 }], false)[0]?.kind,
    ).toBe('ordinal');
  });
});
