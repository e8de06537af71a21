import type { CustomerFacts } from './campaign';
import { meetsCampaignRequirement } from './campaign';
import type { Currency, Money } from './money';
import { assertMinorUnits, DEFAULT_CURRENCY, money } from './money';
import type { PricedProduct, ProductPrice } from './product';
import { PricingError, QUANTITY_TIER_TYPE } from './product';

export type TierKind = 'quantity' | 'ordinal';

export interface TierPrice {
  /** What the customer pays per unit. */
  readonly unit: Money;
  /** The tier's normal price (the 'Original price' when a campaign applies). */
  readonly original: Money;
  readonly campaign: boolean;
}

/** Quantity tiers for type 0 rows, ordinal tiers otherwise; a product may not mix them. */
export function tierKind(product: PricedProduct): TierKind {
  const types = new Set(product.productprices.map((row) => row.type));
  if (types.size === 0) throw new PricingError(`The product ${product.name} has no prices`);
  if (types.size > 1) throw new PricingError(`The product ${product.name} mixes price tier types`);
  return types.has(QUANTITY_TIER_TYPE) ? 'quantity' : 'ordinal';
}

/** The row with the highest threshold not above `position`. */
function tierAt(product: PricedProduct, position: number): ProductPrice {
  let best: ProductPrice | undefined;
  for (const row of product.productprices) {
    if (row.quantity <= position && (best === undefined || row.quantity > best.quantity)) {
      best = row;
    }
  }
  if (best === undefined) {
    throw new PricingError(`The product ${product.name} has no price for ${position}`);
  }
  return best;
}

function priceOf(
  product: PricedProduct,
  row: ProductPrice,
  facts: CustomerFacts,
  currency: Currency,
): TierPrice {
  const original = money(assertMinorUnits(row.price, 'tier price'), currency);
  const campaign =
    row.campaignprice !== null &&
    row.campaignprice < row.price &&
    meetsCampaignRequirement(product.campaignrequirement, facts);
  if (!campaign || row.campaignprice === null) return { unit: original, original, campaign: false };
  return {
    unit: money(assertMinorUnits(row.campaignprice, 'campaign price'), currency),
    original,
    campaign,
  };
}

function assertPosition(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new PricingError(`The ${what} must be a whole number of at least 1, got ${value}`);
  }
}

/** Unit price of a type 0 product bought `quantity` at a time ('n pcs' tiers). */
export function quantityTierPrice(
  product: PricedProduct,
  quantity: number,
  facts: CustomerFacts,
  currency: Currency = DEFAULT_CURRENCY,
): TierPrice {
  assertPosition(quantity, 'quantity');
  return priceOf(product, tierAt(product, quantity), facts, currency);
}

/**
 * Price of the n-th item of an ordinal-tier product (1-based). For digital files n is
 * already bought + already in cart + 1; past the last tier the last tier's price holds.
 */
export function ordinalTierPrice(
  product: PricedProduct,
  n: number,
  facts: CustomerFacts,
  currency: Currency = DEFAULT_CURRENCY,
): TierPrice {
  assertPosition(n, 'position');
  return priceOf(product, tierAt(product, n), facts, currency);
}

/** Sum of the chosen sub-products' extra prices; an unknown sub-product is refused. */
export function subProductExtra(
  product: PricedProduct,
  subProductUuids: readonly string[],
  currency: Currency = DEFAULT_CURRENCY,
): Money {
  let extra = 0;
  for (const uuid of new Set(subProductUuids)) {
    const sub = product.subproducts.find((candidate) => candidate.uuid === uuid);
    if (sub === undefined) {
      throw new PricingError(`The product ${product.name} has no sub-product ${uuid}`);
    }
    extra += assertMinorUnits(sub.extraprice, 'extra price');
  }
  return money(extra, currency);
}
