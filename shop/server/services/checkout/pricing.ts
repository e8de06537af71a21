import type { Cart } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { applyVoucherCode } from '../pricing/apply-voucher';
import { computeCartTotals } from '../pricing/cart-totals';
import type { CartTotals, Charge } from '../pricing/cart-types';
import type { DeliveryMethod } from '../pricing/delivery/delivery-methods';
import { chooseDelivery } from '../pricing/delivery/delivery-choice';
import { availableDeliveryMethods, findDeliveryOption } from '../pricing/delivery/delivery-methods';
import type { Currency } from '../pricing/money';
import { money } from '../pricing/money';
import type { Voucher } from '../pricing/vouchers';
import type { Lang } from '../catalogue/products';
import { cartView, loadCart, type LoadedCart } from './cart';
import { loadDeliveryMethods } from './delivery-data';
import type { ShopRow } from '../content/shop';
import { voucherLookup, voucherUsedBefore } from './vouchers-data';

export interface CheckoutContext {
  db: Db;
  userUuid: string;
  shop: ShopRow;
  lang: Lang;
  currency: Currency;
  now: Date;
}

export interface PricedCart {
  loaded: LoadedCart;
  totals: CartTotals;
  voucher: Voucher | null;
  /** The stored code's error when it no longer applies (expired, minimum order...). */
  voucherError: string | null;
  methods: DeliveryMethod[];
  available: DeliveryMethod[];
  cart: Cart;
}

/** The delivery line of the summary; a pickup method shows its option until a location is chosen. */
export function deliveryCharge(
  available: readonly DeliveryMethod[],
  optionUuid: string | null,
  currency: Currency,
  pickupLocationUuid: string | null = null,
): Charge | null {
  if (optionUuid === null) return null;
  // A pickup location prices the delivery itself, exactly as the transaction will.
  if (pickupLocationUuid !== null) {
    const chosen = chooseDelivery(available, optionUuid, pickupLocationUuid, currency);
    if (chosen.ok) return chosen.charge;
  }
  const found = findDeliveryOption(available, optionUuid);
  return found
    ? { description: found.option.name, price: money(found.option.price, currency) }
    : null;
}

/**
 * The user's cart priced on the server: lines from their products, the stored voucher
 * re-checked now, and the chosen delivery. A price from a browser is never read.
 */
export async function priceUserCart(
  ctx: CheckoutContext,
  deliveryOptionUuid: string | null = null,
  voucherCode?: string | null,
  pickupLocationUuid: string | null = null,
): Promise<PricedCart> {
  const loaded = await loadCart(
    ctx.db,
    ctx.userUuid,
    ctx.currency,
    ctx.lang,
    ctx.shop.freeShippingThreshold,
  );
  const methods = await loadDeliveryMethods(ctx.db, ctx.shop.uuid, ctx.lang);
  const available = availableDeliveryMethods(methods, loaded.deliverable, ctx.now);
  const input = {
    ...loaded.input,
    delivery: deliveryCharge(available, deliveryOptionUuid, ctx.currency, pickupLocationUuid),
  };
  const code = voucherCode === undefined ? loaded.rebateCode : voucherCode;
  let totals = computeCartTotals(input);
  let voucher: Voucher | null = null;
  let voucherError: string | null = null;
  if (code !== null && loaded.rows.length > 0) {
    const applied = applyVoucherCode(input, code, await voucherLookup(ctx.db, code, ctx.currency), {
      now: ctx.now,
      usedBefore: await voucherUsedBefore(ctx.db, ctx.userUuid, code),
    });
    if (applied.ok) {
      totals = applied.totals;
      voucher = applied.voucher;
    } else {
      voucherError = applied.error;
    }
  }
  return {
    loaded,
    totals,
    voucher,
    voucherError,
    methods,
    available,
    cart: cartView(loaded, totals, voucher?.code ?? null),
  };
}
