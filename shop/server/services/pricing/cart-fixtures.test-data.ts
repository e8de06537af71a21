import { NO_FACTS } from './campaign';
import type { CartTotalsInput, ProductLineInput } from './cart-types';
import { money } from './money';
import type { PricedProduct } from './product';

/** Shared by the cart tests: one quantity-tier product and one ordinal-tier product. */
export const print: PricedProduct = {
  uuid: 'print',
  name: 'Print 13x18',
  minorderpartquantity: 1,
  productprices: [
    { quantity: 1, price: 10000, campaignprice: null, type: 0 },
    { quantity: 3, price: 8000, campaignprice: 7000, type: 0 },
  ],
  subproducts: [{ uuid: 'frame', name: 'Frame', extraprice: 2500 }],
  campaignrequirement: null,
};

export const file: PricedProduct = {
  uuid: 'file',
  name: 'Digital file',
  minorderpartquantity: 1,
  productprices: [
    { quantity: 1, price: 15000, campaignprice: null, type: 1 },
    { quantity: 2, price: 10000, campaignprice: null, type: 1 },
    { quantity: 3, price: 5000, campaignprice: null, type: 1 },
  ],
  subproducts: [],
  campaignrequirement: null,
};

export function printLine(uuid: string, quantity: number, subs: string[] = []): ProductLineInput {
  return {
    kind: 'product',
    uuid,
    product: print,
    description: 'Print',
    quantity,
    subProductUuids: subs,
  };
}

export function fileLine(uuid: string): ProductLineInput {
  return {
    kind: 'product',
    uuid,
    product: file,
    description: 'File',
    quantity: 1,
    subProductUuids: [],
  };
}

export const emptyCart: CartTotalsInput = {
  currency: 'NOK',
  lines: [],
  facts: NO_FACTS,
  boughtCounts: new Map(),
  rebates: [],
  voucher: null,
  delivery: null,
  freeDeliveryThreshold: money(-1),
  fees: [],
};
