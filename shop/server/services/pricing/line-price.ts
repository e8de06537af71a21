import type { CustomerFacts } from './campaign';
import type { Currency, Money } from './money';
import { add, DEFAULT_CURRENCY, money, subtract, sum, times } from './money';
import type { TierPrice } from './price-tiers';
import { ordinalTierPrice, quantityTierPrice, subProductExtra, tierKind } from './price-tiers';
import type { PricedProduct } from './product';

export interface LineChoice {
  readonly quantity: number;
  readonly subProductUuids: readonly string[];
  /** Ordinal tiers: items of this product already bought or earlier in the cart. */
  readonly alreadyCounted?: number;
}

/**
 * Prices of one product line. `linePrice` is the price without campaign ('Original price'),
 * `actualLinePrice` what the customer pays, `rebate` the saving (null when there is none).
 */
export interface LinePrice {
  readonly linePrice: Money;
  readonly actualLinePrice: Money;
  readonly rebate: Money | null;
  /** Per-unit price paid with sub-products ('%s each'); ordinal tiers: the first item's. */
  readonly unitPrice: Money;
  readonly campaign: boolean;
}

function result(original: Money, actual: Money, unitPrice: Money, campaign: boolean): LinePrice {
  const saving = subtract(original, actual);
  return {
    linePrice: original,
    actualLinePrice: actual,
    rebate: saving.amount > 0 ? saving : null,
    unitPrice,
    campaign,
  };
}

export function priceLine(
  product: PricedProduct,
  choice: LineChoice,
  facts: CustomerFacts,
  currency: Currency = DEFAULT_CURRENCY,
): LinePrice {
  const extra = subProductExtra(product, choice.subProductUuids, currency);
  if (tierKind(product) === 'quantity') {
    const tier = quantityTierPrice(product, choice.quantity, facts, currency);
    const unit = add(tier.unit, extra);
    return result(
      times(add(tier.original, extra), choice.quantity),
      times(unit, choice.quantity),
      unit,
      tier.campaign,
    );
  }
  const offset = choice.alreadyCounted ?? 0;
  const units: TierPrice[] = [];
  for (let i = 1; i <= choice.quantity; i++) {
    units.push(ordinalTierPrice(product, offset + i, facts, currency));
  }
  const extras = times(extra, units.length);
  const first = units[0];
  return result(
    add(
      sum(
        units.map((u) => u.original),
        currency,
      ),
      extras,
    ),
    add(
      sum(
        units.map((u) => u.unit),
        currency,
      ),
      extras,
    ),
    first === undefined ? money(0, currency) : add(first.unit, extra),
    units.some((u) => u.campaign),
  );
}

/** The price of the next digital file: bought + in cart + 1 (digital files are priced by their ordinal tier: the 1st, 2nd, 3rd file). */
export function nextOrdinalPrice(
  product: PricedProduct,
  boughtCount: number,
  inCartCount: number,
  facts: CustomerFacts,
  currency: Currency = DEFAULT_CURRENCY,
): TierPrice {
  return ordinalTierPrice(product, boughtCount + inCartCount + 1, facts, currency);
}
