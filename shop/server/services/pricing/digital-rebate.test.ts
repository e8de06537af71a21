import { describe, expect, it } from 'vitest';
import { rebatedDigitalPrice } from './digital-rebate';
import { money } from './money';

describe('rebatedDigitalPrice (docs/rules/personalisation.md §3 digital rebate settings)', () => {
  it.each([
    // [case, regular (tier) price, rebated price or null, charged]
    ['no rebate setting: the tier price', 14900, null, 14900],
    ['a rebate below the first tier', 14900, 8900, 8900],
    ['a rebate below the second tier', 9900, 8900, 8900],
    ['a later tier already below the rebate keeps the tier', 7900, 8900, 7900],
    ['a rebate equal to the price changes nothing', 9900, 9900, 9900],
    ['a rebate of 0 makes it free', 14900, 0, 0],
    ['a rebate on a campaign price only when lower still', 9900, 9500, 9500],
    ['the set at its rebated price', 49900, 29900, 29900],
    ['a set rebate above the set price is not a rebate', 29900, 49900, 29900],
  ])('%s', (_, price, rebated, charged) => {
    expect(rebatedDigitalPrice(money(price), rebated === null ? null : money(rebated))).toEqual(
      money(charged),
    );
  });
});
