import { describe, expect, it } from 'vitest';
import type { CustomerFacts } from './campaign';
import { NO_FACTS } from './campaign';
import { nextOrdinalPrice, priceLine } from './line-price';
import { ordinalTierPrice, quantityTierPrice, subProductExtra, tierKind } from './price-tiers';
import type { PricedProduct } from './product';
import { PricingError } from './product';

const prints: PricedProduct = {
  uuid: 'prints',
  name: 'Prints 13x18',
  minorderpartquantity: 1,
  productprices: [
    { quantity: 1, price: 9900, campaignprice: null, type: 0 },
    { quantity: 5, price: 7900, campaignprice: 6900, type: 0 },
    { quantity: 10, price: 5900, campaignprice: 4900, type: 0 },
  ],
  subproducts: [
    { uuid: 'frame', name: 'Frame', extraprice: 4000 },
    { uuid: 'gloss', name: 'Gloss', extraprice: 500 },
  ],
  campaignrequirement: { kind: 'minimumPictureSets', count: 2 },
};

const files: PricedProduct = {
  uuid: 'file',
  name: 'Digital file',
  minorderpartquantity: 1,
  productprices: [
    { quantity: 1, price: 14900, campaignprice: null, type: 1 },
    { quantity: 2, price: 9900, campaignprice: null, type: 1 },
    { quantity: 3, price: 4900, campaignprice: 0, type: 1 },
  ],
  subproducts: [],
  campaignrequirement: null,
};

const siblings: CustomerFacts = { ...NO_FACTS, pictureSetCount: 2 };

describe('quantity tiers (type 0)', () => {
  it.each([
    [1, NO_FACTS, 9900, false],
    [4, NO_FACTS, 9900, false],
    [5, NO_FACTS, 7900, false],
    [9, siblings, 6900, true],
    [10, NO_FACTS, 5900, false],
    [250, siblings, 4900, true],
    [1, siblings, 9900, false], // no campaign price in the first tier
  ])('quantity %i gives %i', (quantity, facts, unit, campaign) => {
    const price = quantityTierPrice(prints, quantity, facts);
    expect(price.unit.amount).toBe(unit);
    expect(price.campaign).toBe(campaign);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the quantity %s', (quantity) => {
    expect(() => quantityTierPrice(prints, quantity, NO_FACTS)).toThrow(PricingError);
  });

  it('refuses a quantity below the first threshold', () => {
    const fromFive = { ...prints, productprices: prints.productprices.slice(1) };
    expect(() => quantityTierPrice(fromFive, 4, NO_FACTS)).toThrow(/no price for 4/);
  });
});

describe('ordinal tiers (other types)', () => {
  it.each([
    [1, 14900],
    [2, 9900],
    [3, 0], // campaign price 0 without requirement: the third file is free
    [7, 0],
  ])('item %i costs %i', (n, amount) => {
    expect(ordinalTierPrice(files, n, NO_FACTS).unit.amount).toBe(amount);
  });

  it.each([
    // bought, in cart, next price
    [0, 0, 14900],
    [1, 0, 9900],
    [0, 1, 9900],
    [1, 1, 0],
  ])('after %i bought and %i in cart the next costs %i', (bought, inCart, amount) => {
    expect(nextOrdinalPrice(files, bought, inCart, NO_FACTS).unit.amount).toBe(amount);
  });

  it('prices a line item by item from its offset', () => {
    const line = priceLine(
      files,
      { quantity: 3, subProductUuids: [], alreadyCounted: 0 },
      NO_FACTS,
    );
    expect(line.linePrice.amount).toBe(14900 + 9900 + 4900);
    expect(line.actualLinePrice.amount).toBe(14900 + 9900);
    expect(line.rebate?.amount).toBe(4900);
    const later = priceLine(
      files,
      { quantity: 1, subProductUuids: [], alreadyCounted: 1 },
      NO_FACTS,
    );
    expect(later.actualLinePrice.amount).toBe(9900);
  });
});

describe('lines with sub-products', () => {
  it.each([
    [1, [], NO_FACTS, 9900, 9900],
    [2, ['frame'], NO_FACTS, 2 * 13900, 2 * 13900],
    [5, ['frame', 'gloss'], siblings, 5 * 12400, 5 * 11400],
    [5, ['gloss', 'gloss'], NO_FACTS, 5 * 8400, 5 * 8400], // a sub-product counts once
  ])('%i with %j', (quantity, subs, facts, original, actual) => {
    const line = priceLine(prints, { quantity, subProductUuids: subs }, facts);
    expect(line.linePrice.amount).toBe(original);
    expect(line.actualLinePrice.amount).toBe(actual);
    expect(line.rebate?.amount ?? 0).toBe(original - actual);
  });

  it('refuses an unknown sub-product', () => {
    expect(() => subProductExtra(prints, ['poster'])).toThrow(/no sub-product poster/);
  });
});

describe('tierKind', () => {
  it('tells quantity from ordinal tiers and refuses bad data', () => {
    expect(tierKind(prints)).toBe('quantity');
    expect(tierKind(files)).toBe('ordinal');
    expect(() => tierKind({ ...prints, productprices: [] })).toThrow(/no prices/);
    const mixed = [...prints.productprices, ...files.productprices];
    expect(() => tierKind({ ...prints, productprices: mixed })).toThrow(/mixes/);
  });

  it('refuses fractional prices in the data', () => {
    const bad = {
      ...prints,
      productprices: [{ quantity: 1, price: 99.5, campaignprice: null, type: 0 }],
    };
    expect(() => quantityTierPrice(bad, 1, NO_FACTS)).toThrow(/minor units/);
  });
});
