import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TransactionPayload } from '../../../contract/checkout';
import { orderDetails, orderLines, orders, paymentTransactions } from '../../db/schema';
import { type ErrorCode, Messages } from '../../../contract/errors';
import { MAX_ORDER_TOTAL } from '../../../contract/money';
import { Conflict, Refused } from '../../lib/domain-errors';
import { formatMoney } from '../pricing/money';
import { prepareTransaction, TransactionMessages } from '../payment/prepare-transaction';
import { createPaymentProviders, type StartedPayment } from '../payment/providers';
import { cartContentsHash } from '../cart/contents';
import { cartCatalogueDelivery } from './offers';
import { isDigitalLine } from './cart';
import { loadPaymentOptions, ownCheckout } from './checkout';
import { type CheckoutContext, priceUserCart } from './pricing';
import { shopSettings } from '../content/shop';
import { buildReceipt } from '../receipts/receipt';
import { deliveryTextsByLang } from './delivery-data';

type Payload = z.output<typeof TransactionPayload>;

/**
 * What is kept of a started payment. An invoice keeps that the buyer's personal id number was
 * verified (valid, of age) and its kind, never the number itself: nothing after the check
 * needs it, and a stored number could leak through a backup, a query log or a failed insert's
 * error message.
 */
export function storedPayment(payment: StartedPayment): Record<string, unknown> {
  if (payment.kind === 'invoice') {
    return { kind: payment.kind, status: payment.status, personalId: { verified: true } };
  }
  return JSON.parse(JSON.stringify(payment)) as Record<string, unknown>;
}

/** Thrown inside the database transaction when another request made the same transaction. */
class AlreadyCreated extends Error {}

/**
 * The code of a refused Buy now: an empty cart and a state outside the shop's list have their
 * own, so a client can tell them from the other refusals without reading the words.
 */
function refusalCode(error: string): ErrorCode {
  if (error === TransactionMessages.emptyCart) return 'cart-empty';
  if (error === Messages.unknownState) return 'state-refused';
  return 'order-refused';
}

export interface CreatedTransaction {
  transactionUuid: string;
  orderUuid: string;
  /** True when the payment was approved at once (invoice): the order needs confirming. */
  approved: boolean;
}

async function existing(ctx: CheckoutContext, uuid: string): Promise<CreatedTransaction | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.uuid, uuid));
  return row ? { transactionUuid: row.uuid, orderUuid: row.orderUuid, approved: false } : null;
}

/** The checkout's paid transaction: a 'Buy now' repeated after the payment finds it. */
async function approvedOf(ctx: CheckoutContext, checkoutUuid: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.checkoutUuid, checkoutUuid),
        eq(paymentTransactions.status, 'approved'),
      ),
    );
  return row ? { transactionUuid: row.uuid, orderUuid: row.orderUuid, approved: false } : null;
}

/**
 * 'Buy now': the core decides from the cart priced here (never from the browser), then the
 * order (unconfirmed, with copies of the lines) and the transaction are stored together.
 * The transaction uuid is derived from checkout and cart, so repeats find the first one.
 */
export async function createTransaction(
  ctx: CheckoutContext,
  checkoutUuid: string,
  payload: Payload,
): Promise<CreatedTransaction> {
  await ownCheckout(ctx, checkoutUuid);
  const paid = await approvedOf(ctx, checkoutUuid);
  if (paid) return paid;
  const priced = await priceUserCart(ctx);
  if (priced.loaded.rebateCode !== null && priced.voucher === null && priced.voucherError) {
    throw new Refused('voucher-refused', priced.voucherError);
  }
  const failed = await ctx.db
    .select({ uuid: paymentTransactions.uuid })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.checkoutUuid, checkoutUuid),
        inArray(paymentTransactions.status, ['declined', 'expired']),
      ),
    );
  const settings = await shopSettings(ctx.db);
  const options = await loadPaymentOptions(ctx);
  const data = payload.deliveryOptionData;
  const prepared = prepareTransaction({
    checkoutUuid,
    cart: { ...priced.loaded.input, voucher: priced.voucher },
    deliverableLines: priced.loaded.deliverable,
    deliveryMethods: priced.methods,
    paymentOptions: options,
    providers: createPaymentProviders(),
    addressOptions: settings.options,
    payload: {
      deliveryOptionUuid: payload.deliveryOptionUuid,
      paymentOptionUuid: payload.paymentOptionUuid,
      deliveryOptionData: {
        deliveryAddress: data.deliveryAddress,
        contactInfo: data.contactInfo,
        pickupLocationUuid: data.pickupLocationUuid,
      },
      paymentOptionData: payload.paymentOptionData,
      comment: payload.comment,
    },
    failedAttempts: failed.length,
    now: ctx.now,
  });
  if (!prepared.ok) {
    // A concurrent 'Buy now' may have been paid (and the cart emptied) meanwhile.
    const done = await approvedOf(ctx, checkoutUuid);
    if (done) return done;
    throw new Refused(refusalCode(prepared.error), prepared.error);
  }
  const found = await existing(ctx, prepared.transactionUuid);
  if (found) return found;
  const total = prepared.totals.totalPrice;
  // An order's total must fit the database's integer columns.
  if (total.amount > MAX_ORDER_TOTAL) throw new Refused('total-too-large', Messages.totalTooLarge);
  // Charge exactly what the Buy now button showed, or nothing: the cart changed meanwhile.
  if (payload.total !== total.amount) {
    throw new Conflict('total-changed', Messages.totalChanged.replace('%s', formatMoney(total)));
  }

  const orderUuid = crypto.randomUUID();
  const { totals, delivery, payment } = prepared;
  const catalogueDelivery = await cartCatalogueDelivery(ctx, priced);
  const deliveryTexts = await deliveryTextsByLang(
    ctx.db,
    ctx.shop.uuid,
    payload.deliveryOptionUuid,
    delivery.pickupLocation?.uuid ?? null,
  );
  const paymentTitle = options.find((o) => o.uuid === prepared.paymentOption.uuid)?.title ?? '';
  // The receipt's seller, method and VAT per rate are fixed with the order's prices.
  const receipt = await buildReceipt(ctx.db, {
    shop: ctx.shop,
    rows: priced.loaded.rows,
    totals,
    fees: priced.loaded.input.fees,
    deliveryOptionUuid: payload.deliveryOptionUuid,
    method: { kind: payment.kind, title: paymentTitle },
  });
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(orders)
        .values({ uuid: orderUuid, userUuid: ctx.userUuid, currency: ctx.currency });
      const inserted = await tx
        .insert(paymentTransactions)
        .values({
          uuid: prepared.transactionUuid,
          checkoutUuid,
          userUuid: ctx.userUuid,
          orderUuid,
          provider: payment.kind,
          // An approval is recorded by confirmTransaction, with the order, exactly once.
          status: payment.status === 'approved' ? 'created' : payment.status,
          // The cart this payment is for: paying it later checks the cart still holds this.
          payment: {
            ...storedPayment(payment),
            cartContents: cartContentsHash(priced.loaded.rows, priced.loaded.rebateCode),
          },
          cartLineUuids: priced.loaded.rows.map((r) => r.uuid),
        })
        .onConflictDoNothing()
        .returning({ uuid: paymentTransactions.uuid });
      if (inserted.length === 0) throw new AlreadyCreated();
      await tx.insert(orderLines).values(
        priced.loaded.rows.map((row) => {
          const line = totals.lines.find((l) => l.uuid === row.uuid);
          const { uuid: _cartLineUuid, cartUuid: _cart, createdAt: _created, ...copy } = row;
          return {
            ...copy,
            uuid: crypto.randomUUID(),
            orderUuid,
            cartUuid: null,
            linePrice: line?.linePrice.amount ?? row.linePrice,
            actualLinePrice: line?.actualLinePrice.amount ?? row.actualLinePrice,
          };
        }),
      );
      await tx.insert(orderDetails).values({
        orderUuid,
        transactionUuid: prepared.transactionUuid,
        rebateCode: priced.voucher?.code ?? null,
        delivery: JSON.parse(
          JSON.stringify({
            type: delivery.method.type,
            name: delivery.option.name,
            deliverytime: delivery.option.deliverytime,
            pickupLocation: delivery.pickupLocation,
            address: data.deliveryAddress,
            contactInfo: data.contactInfo,
            texts: deliveryTexts,
          }),
        ) as Record<string, unknown>,
        payment: { isInvoice: payment.kind === 'invoice', title: paymentTitle },
        summary: totals.summary.map((l) => ({
          description: l.description,
          linePrice: l.linePrice.amount,
          type: l.type,
        })),
        total: totals.totalPrice.amount,
        containDigitalProducts: priced.loaded.rows.some(isDigitalLine),
        catalogueMaxDeliveryTime: catalogueDelivery,
        comment: payload.comment,
        receipt,
      });
    });
  } catch (error) {
    if (!(error instanceof AlreadyCreated)) throw error;
    const again = await existing(ctx, prepared.transactionUuid);
    if (again) return again;
    throw error;
  }
  return {
    transactionUuid: prepared.transactionUuid,
    orderUuid,
    approved: payment.status === 'approved',
  };
}
