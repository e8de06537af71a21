import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Cart } from '../../../contract/cart';
import { Messages } from '../../../contract/errors';
import { MAX_ORDER_TOTAL } from '../../../contract/money';
import type { Checkout, PaymentOption } from '../../../contract/checkout';
import { checkouts, paymentOptions, paymentTransactions, users, vouchers } from '../../db/schema';
import { NotFound, Refused } from '../../lib/domain-errors';
import { createPaymentProviders, TEST_GATEWAYS } from '../payment/providers';
import type { PaymentForm } from '../payment/payment-form';
import { TransactionMessages } from '../payment/prepare-transaction';
import { findDeliveryOption } from '../pricing/delivery/delivery-methods';
import { DeliveryMessages } from '../pricing/delivery/delivery-choice';
import { normaliseVoucherCode } from '../pricing/vouchers';
import { carts } from '../../db/schema';
import { cartCatalogueDelivery, upsaleList } from './offers';
import { type CheckoutContext, priceUserCart } from './pricing';
import { deliveryMethodsView } from './delivery-data';
import { localise } from '../../lib/i18n/localised';
import { shopSettings } from '../content/shop';
import { toUserDto } from '../identity/users';

export const CheckoutMessages = { notFound: 'The checkout was not found.' } as const;

type CheckoutRow = typeof checkouts.$inferSelect;

/** The user's own checkout, or a 404 (another user's checkout is not there for them). */
export async function ownCheckout(ctx: CheckoutContext, uuid: string): Promise<CheckoutRow> {
  const [row] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.uuid, uuid), eq(checkouts.userUuid, ctx.userUuid)));
  if (!row) throw new NotFound(CheckoutMessages.notFound);
  return row;
}

/** The latest checkout still open (no approved payment), or a new one. */
async function openCheckout(ctx: CheckoutContext): Promise<CheckoutRow> {
  const [latest] = await ctx.db
    .select()
    .from(checkouts)
    .where(eq(checkouts.userUuid, ctx.userUuid))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  if (latest) {
    const approved = await ctx.db
      .select({ uuid: paymentTransactions.uuid })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.checkoutUuid, latest.uuid),
          eq(paymentTransactions.status, 'approved'),
        ),
      )
      .limit(1);
    if (approved.length === 0) return latest;
  }
  const [created] = await ctx.db
    .insert(checkouts)
    .values({ uuid: crypto.randomUUID(), userUuid: ctx.userUuid })
    .returning();
  if (!created) throw new Error('The checkout could not be created');
  return created;
}

/** POST /api/webshop/checkout: 400 when the cart has no product line (the web goes to products). */
export async function createCheckout(ctx: CheckoutContext): Promise<Checkout> {
  const priced = await priceUserCart(ctx);
  if (priced.loaded.rows.length === 0)
    throw new Refused('cart-empty', TransactionMessages.emptyCart);
  if (priced.totals.totalPrice.amount > MAX_ORDER_TOTAL) {
    throw new Refused('total-too-large', Messages.totalTooLarge);
  }
  const checkout = await openCheckout(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.uuid, ctx.userUuid));
  if (!user) throw new NotFound(CheckoutMessages.notFound);
  const settings = await shopSettings(ctx.db);
  const active = await ctx.db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, ctx.now)))
    .limit(1);
  return {
    checkoutUuid: checkout.uuid,
    cart: priced.cart,
    deliveryOptions: deliveryMethodsView(priced.available, ctx.currency),
    user: toUserDto(user, null),
    hasActiveRebateCampaigns: active.length > 0,
    termsOfPurchase: ctx.shop.termsOfPurchase,
    options: {
      disableOrderComment: settings.options.disableOrderComment,
      gatherAddress2: settings.options.gatherAddress2,
      gatherState: settings.options.gatherState,
      states: settings.options.states,
      hidePostalCode: settings.options.hidePostalCode,
      showDisabledDeliveryCountry: settings.options.showDisabledDeliveryCountry,
      useAddressAutocompleteService: settings.options.useAddressAutocompleteService,
      country: ctx.shop.country,
    },
    upsaleList: await upsaleList(ctx, priced),
    catalogueMaxDeliveryTime: await cartCatalogueDelivery(ctx, priced),
  };
}

/** The shop's payment options, their titles and descriptions in the parent's language. */
async function loadPaymentOptions(ctx: CheckoutContext) {
  const rows = await ctx.db
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.shopUuid, ctx.shop.uuid))
    .orderBy(asc(paymentOptions.position));
  return rows.map((row) => localise(row, row.translations, ctx.lang));
}

/**
 * The built-in test gateways move no money: where the shop does not allow them, choosing or
 * paying with one is refused with a sentence for the parent. An option a real provider serves
 * (`realKinds`: card through Stripe, mobile through Vipps MobilePay) is not a test gateway.
 */
export async function refuseTestGateway(
  ctx: CheckoutContext,
  testPayments: boolean,
  paymentUuid: string,
  realKinds: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (testPayments) return;
  const option = (await loadPaymentOptions(ctx)).find((o) => o.uuid === paymentUuid);
  if (option && TEST_GATEWAYS.has(option.provider) && !realKinds.has(option.provider)) {
    throw new Refused('test-payments-off', Messages.testPaymentsOff);
  }
}

export type PaymentOptionRow = Awaited<ReturnType<typeof loadPaymentOptions>>[number];
export { loadPaymentOptions };

const paymentOptionView = (row: PaymentOptionRow): PaymentOption => ({
  uuid: row.uuid,
  provider: row.provider,
  title: row.title,
  mobileTitle: row.mobileTitle,
  description: row.description,
  mobileDescription: row.mobileDescription,
  verifyMobile: row.verifyMobile,
  requirePersonNo: row.requirePersonNo,
  enabledPaymentMethods: row.methods,
});

/** Choosing a delivery option: stored on the checkout, the payment choice cleared. */
export async function choosePaymentOptions(
  ctx: CheckoutContext,
  checkoutUuid: string,
  deliveryUuid: string,
  pickupLocationUuid: string | null = null,
): Promise<{ paymentOptions: PaymentOption[]; cart: Cart }> {
  await ownCheckout(ctx, checkoutUuid);
  const priced = await priceUserCart(ctx, deliveryUuid, undefined, pickupLocationUuid);
  if (!findDeliveryOption(priced.available, deliveryUuid)) {
    throw new Refused('delivery-unavailable', DeliveryMessages.unavailable);
  }
  await ctx.db
    .update(checkouts)
    .set({ deliveryOptionUuid: deliveryUuid, paymentOptionUuid: null })
    .where(eq(checkouts.uuid, checkoutUuid));
  return {
    paymentOptions: (await loadPaymentOptions(ctx)).map(paymentOptionView),
    cart: priced.cart,
  };
}

export async function setPaymentOption(
  ctx: CheckoutContext,
  checkoutUuid: string,
  deliveryUuid: string,
  paymentUuid: string,
  pickupLocationUuid: string | null = null,
): Promise<Cart> {
  await ownCheckout(ctx, checkoutUuid);
  const priced = await priceUserCart(ctx, deliveryUuid, undefined, pickupLocationUuid);
  if (!findDeliveryOption(priced.available, deliveryUuid)) {
    throw new Refused('delivery-unavailable', DeliveryMessages.unavailable);
  }
  const options = await loadPaymentOptions(ctx);
  if (!options.some((o) => o.uuid === paymentUuid)) {
    throw new Refused('payment-unavailable', TransactionMessages.paymentUnavailable);
  }
  await ctx.db
    .update(checkouts)
    .set({ deliveryOptionUuid: deliveryUuid, paymentOptionUuid: paymentUuid })
    .where(eq(checkouts.uuid, checkoutUuid));
  return priced.cart;
}

/** Checks a typed voucher code against the cart; on success the cart keeps it. */
export async function applyCartVoucher(
  ctx: CheckoutContext,
  code: string,
  deliveryUuid: string | null,
): Promise<Cart> {
  const priced = await priceUserCart(ctx, deliveryUuid, code);
  if (priced.voucher === null) {
    if (priced.voucherError) throw new Refused('voucher-refused', priced.voucherError);
    throw new Refused('cart-empty', TransactionMessages.emptyCart);
  }
  await ctx.db
    .update(carts)
    .set({ rebateCode: normaliseVoucherCode(code), updatedAt: ctx.now })
    .where(eq(carts.userUuid, ctx.userUuid));
  return priced.cart;
}

/**
 * The payment form checked when the payment step is continued, by the same rules Buy now applies:
 * a refused personal id number or mobile number comes back with the field it belongs to.
 */
export async function checkPaymentData(
  ctx: CheckoutContext,
  checkoutUuid: string,
  paymentUuid: string,
  form: PaymentForm,
): Promise<{ valid: true }> {
  await ownCheckout(ctx, checkoutUuid);
  const option = (await loadPaymentOptions(ctx)).find((o) => o.uuid === paymentUuid);
  if (!option) throw new Refused('payment-unavailable', TransactionMessages.paymentUnavailable);
  const checked = createPaymentProviders()[option.provider].checkForm(form, ctx.now, option);
  if (!checked.ok) {
    throw new Refused(checked.field === 'pid' ? 'pid-refused' : 'mobile-refused', checked.error);
  }
  return { valid: true };
}
