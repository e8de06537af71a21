import type { Cart } from '../../../contract/cart';
import { type CheckoutContext, priceUserCart } from '../checkout/pricing';

/** What a visitor without a user holds: nothing, at a zero total. */
export const emptyCart = (currency: string): Cart => ({
  orderLines: [],
  summary: { lines: [], totalPrice: { amount: 0, currency } },
  rebateCode: null,
});

/**
 * Every read of the cart (GET /api/webshop/cart and …/cart/priced): the user's cart priced as
 * the checkout prices it (campaigns, the stored voucher re-checked now, fees, the type-4 total),
 * so the header, the cart page and the checkout never show two totals.
 */
export async function sessionCart(ctx: CheckoutContext | null, currency: string): Promise<Cart> {
  return ctx ? (await priceUserCart(ctx)).cart : emptyCart(currency);
}
