import type { Money } from './money';
import { min, percentOf, sum, zero } from './money';

/**
 * An automatic rebate of a running campaign (order line type 2 'discount'), as opposed
 * to a voucher the customer types in (type 1).
 */
export interface Rebate {
  readonly description: string;
  readonly benefit:
    | { readonly kind: 'percent'; readonly percent: number }
    | { readonly kind: 'fixed'; readonly amount: Money };
  /** Lines of these products count; null: every product line counts. */
  readonly productUuids: readonly string[] | null;
  /** The rebate applies once the counted lines hold at least this many items. */
  readonly minimumQuantity: number;
}

export interface RebatableLine {
  readonly productUuid: string;
  readonly quantity: number;
  readonly actualLinePrice: Money;
}

/**
 * The rebate's amount for these lines: a percentage of the counted lines' sum rounded
 * half up once (per order, not per line), or a fixed amount capped at that sum.
 */
export function rebateAmount(
  rebate: Rebate,
  lines: readonly RebatableLine[],
  currency: Money['currency'],
): Money {
  const counted = lines.filter(
    (line) => rebate.productUuids === null || rebate.productUuids.includes(line.productUuid),
  );
  const items = counted.reduce((total, line) => total + line.quantity, 0);
  const base = sum(
    counted.map((line) => line.actualLinePrice),
    currency,
  );
  if (items === 0 || items < rebate.minimumQuantity || base.amount <= 0) return zero(currency);
  return rebate.benefit.kind === 'percent'
    ? percentOf(base, rebate.benefit.percent)
    : min(rebate.benefit.amount, base);
}
