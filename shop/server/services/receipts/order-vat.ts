import type { CartTotals, Charge } from '../pricing/cart-types';
import { type VatGroup, vatBreakdown } from './vat';

export interface OrderVatRates {
  /** The rate of each priced line, by its uuid. */
  lineRate: (uuid: string) => number;
  /** The rate of the chosen delivery. */
  delivery: number;
  /** The rate of any other fee. */
  fees: number;
}

/**
 * The VAT per rate of a priced cart: its lines at their actual prices, what rebates and the
 * voucher took off the goods, the delivery as charged (0 when free) and the fees. The groups'
 * gross adds up to the cart's total.
 */
export function orderVat(
  totals: CartTotals,
  fees: readonly Charge[],
  rates: OrderVatRates,
): VatGroup[] {
  const groups = vatBreakdown({
    lines: totals.lines.map((l) => ({
      gross: l.actualLinePrice.amount,
      rate: rates.lineRate(l.uuid),
    })),
    discount: totals.subtotal.amount - totals.goodsTotal.amount,
    charges: [
      ...(totals.deliveryPrice
        ? [{ gross: totals.deliveryPrice.amount, rate: rates.delivery }]
        : []),
      ...fees.map((f) => ({ gross: f.price.amount, rate: rates.fees })),
    ],
  });
  const gross = groups.reduce((s, g) => s + g.gross, 0);
  if (gross !== totals.totalPrice.amount)
    throw new Error(`VAT groups add up to ${gross}, the order to ${totals.totalPrice.amount}`);
  return groups;
}
