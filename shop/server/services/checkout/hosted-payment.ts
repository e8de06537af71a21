import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDetails, orders, paymentProviderEvents, paymentTransactions } from '../../db/schema';
import { Messages } from '../../../contract/errors';
import { Conflict, NotFound } from '../../lib/domain-errors';
import type { PaymentGateway } from '../payment/providers/types';
import { gatewayFor, type PaymentGateways } from '../payment/providers/registry';
import { ProviderCallError } from '../payment/providers/types';
import { confirmTransaction, failTransaction, type TransactionRow } from '../orders/confirm';

/** What the shop keeps of a provider's payment in the transaction's `payment`. */
export interface HostedPaymentState {
  gateway: 'stripe' | 'vipps';
  ref: string;
  redirectUrl: string;
  expiresAt: string | null;
  /** Stripe's PaymentIntent, Vipps MobilePay's pspReference, once paid. */
  chargeRef?: string | null;
  captured?: boolean;
}

/** The provider's payment of a transaction, or null when it is a built-in test gateway's. */
export function hostedOf(row: Pick<TransactionRow, 'payment'>): HostedPaymentState | null {
  const hosted = (row.payment as { hosted?: HostedPaymentState }).hosted;
  return hosted && typeof hosted.ref === 'string' ? hosted : null;
}

async function load(db: Db, uuid: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.uuid, uuid));
  return row ?? null;
}

/** The order's total and currency as computed on the server at Buy now. */
export async function orderTotal(db: Db, orderUuid: string) {
  const [row] = await db
    .select({ total: orderDetails.total, currency: orders.currency })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.uuid, orderDetails.orderUuid))
    .where(eq(orderDetails.orderUuid, orderUuid));
  if (!row) throw new NotFound();
  return row;
}

export interface HostedContext {
  readonly db: Db;
  readonly publicUrl: string;
  readonly now: Date;
}

/** The payment page the provider sends the parent back to. */
export const paymentPagePath = (transactionUuid: string) =>
  `/m/shopping-cart/checkout/payment/${transactionUuid}`;

/**
 * Creates the provider's payment for a new transaction from the order's stored total (computed
 * on the server at Buy now) and keeps where to send the parent. Once per transaction: a repeat
 * (a double click) finds the payment already there; the provider's own idempotency covers two
 * at once. When the provider cannot be reached the transaction is declined, nothing charged.
 */
export async function startHostedPayment(
  ctx: HostedContext,
  gateways: PaymentGateways,
  transactionUuid: string,
): Promise<void> {
  // Without a configured provider there is nothing to start (and no query to spend on it).
  if (gateways.card === null && gateways.mobile === null) return;
  const row = await load(ctx.db, transactionUuid);
  if (row === null || hostedOf(row) !== null) return;
  const gateway = gatewayFor(gateways, row.provider);
  if (gateway === null) return;
  if (row.status !== 'created' && row.status !== 'pending') return;
  const { total, currency } = await orderTotal(ctx.db, row.orderUuid);
  const page = `${ctx.publicUrl}${paymentPagePath(transactionUuid)}`;
  const phone = (row.payment as { approval?: { mobilePhone?: unknown } }).approval?.mobilePhone;
  let created;
  try {
    created = await gateway.create({
      transactionUuid,
      amount: total,
      currency,
      description: `Keepsake order ${row.orderUuid.slice(0, 8)}`,
      returnUrl: `${page}?returned=1`,
      cancelUrl: `${page}?cancelled=1`,
      mobilePhone: typeof phone === 'string' ? phone : null,
      locale: 'auto',
      now: ctx.now,
    });
  } catch (error) {
    if (!(error instanceof ProviderCallError)) throw error;
    await failTransaction(ctx.db, transactionUuid, 'declined', Messages.providerUnavailable, {
      ...row.payment,
      hostedError: error.message,
    });
    throw new Conflict('provider-unavailable', Messages.providerUnavailable);
  }
  const hosted: HostedPaymentState = {
    gateway: gateway.name,
    ref: created.ref,
    redirectUrl: created.redirectUrl,
    expiresAt: created.expiresAt?.toISOString() ?? null,
  };
  // The built-in mobile gateway's own deadline and answer do not apply to a provider's payment.
  const { approval: _approval, card: _card, ...kept } = row.payment;
  await ctx.db
    .update(paymentTransactions)
    .set({ status: 'pending', providerRef: created.ref, payment: { ...kept, hosted } })
    .where(
      and(
        eq(paymentTransactions.uuid, transactionUuid),
        inArray(paymentTransactions.status, ['created', 'pending']),
        isNull(paymentTransactions.providerRef),
      ),
    );
}

/**
 * Gives back money the provider took for a transaction that is not the order's payment (paid
 * twice in two tabs, paid after the parent cancelled, the cart changed): the reservation is
 * released, or a taken payment refunded in full.
 */
async function giveBack(
  gateway: PaymentGateway,
  hosted: HostedPaymentState,
  chargeRef: string | null,
  amount: number,
  currency: string,
  transactionUuid: string,
) {
  if (gateway.name === 'vipps') await gateway.cancel(hosted.ref);
  else await gateway.refund(hosted.ref, chargeRef, amount, currency, `unused-${transactionUuid}`);
}

/**
 * Learns a provider payment's result from the provider itself (after a webhook or callback, or
 * while the payment page polls) and acts on it once: approved confirms the order (and captures
 * a reservation), declined or expired leaves the cart as it was. A body of a callback is never
 * trusted: whatever arrives twice, late or out of order, the provider's current state decides,
 * and the transaction's status moves only from created/pending.
 */
export async function settleHostedPayment(
  ctx: HostedContext,
  gateway: PaymentGateway,
  transactionUuid: string,
): Promise<{ confirmed: boolean }> {
  const row = await load(ctx.db, transactionUuid);
  const hosted = row === null ? null : hostedOf(row);
  if (row === null || hosted === null || hosted.gateway !== gateway.name) {
    return { confirmed: false };
  }
  const status = await gateway.status(hosted.ref);
  if (status.state === 'pending') return { confirmed: false };
  if (status.state === 'declined' || status.state === 'expired') {
    const reason = status.state === 'declined' ? status.reason : 'The payment request has expired.';
    await failTransaction(ctx.db, transactionUuid, status.state, reason, row.payment);
    return { confirmed: false };
  }
  const { total, currency } = await orderTotal(ctx.db, row.orderUuid);
  const paid = { ...hosted, chargeRef: status.chargeRef };
  if (status.amount !== total) {
    // Only the server's total confirms an order; another amount goes back untouched.
    if (row.status === 'created' || row.status === 'pending') {
      await giveBack(gateway, hosted, status.chargeRef, status.amount, currency, transactionUuid);
    }
    await failTransaction(ctx.db, transactionUuid, 'declined', Messages.paymentAmountWrong, {
      ...row.payment,
      hosted: paid,
    });
    return { confirmed: false };
  }
  let confirmed: boolean;
  try {
    confirmed = await confirmTransaction(
      ctx.db,
      transactionUuid,
      { ...row.payment, hosted: paid },
      ctx.now,
      ctx.publicUrl,
    );
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    // Another tab's order took these lines (or the cart changed): this money is not kept.
    await giveBack(gateway, hosted, status.chargeRef, total, currency, transactionUuid);
    return { confirmed: false };
  }
  if (confirmed) {
    await gateway.capture(hosted.ref, total, currency);
    await ctx.db
      .update(paymentTransactions)
      .set({ payment: sql`jsonb_set(${paymentTransactions.payment}, '{hosted,captured}', 'true')` })
      .where(eq(paymentTransactions.uuid, transactionUuid));
    return { confirmed: true };
  }
  const after = await load(ctx.db, transactionUuid);
  if (after !== null && after.status !== 'approved' && hostedOf(after)?.captured !== true) {
    // Paid at the provider after the shop had given the transaction up (cancelled, expired).
    await giveBack(gateway, hosted, status.chargeRef, total, currency, transactionUuid);
  }
  return { confirmed: false };
}

/**
 * The parent gave up at the provider (or on our page): the provider's payment is cancelled and
 * the transaction declined, unless the provider says it was paid meanwhile (then it confirms).
 */
export async function cancelHostedPayment(
  ctx: HostedContext,
  gateway: PaymentGateway,
  transactionUuid: string,
): Promise<{ confirmed: boolean }> {
  const settled = await settleHostedPayment(ctx, gateway, transactionUuid);
  const row = await load(ctx.db, transactionUuid);
  const hosted = row === null ? null : hostedOf(row);
  if (settled.confirmed || row === null || hosted === null) return settled;
  if (row.status !== 'created' && row.status !== 'pending') return settled;
  await gateway.cancel(hosted.ref);
  await failTransaction(
    ctx.db,
    transactionUuid,
    'declined',
    Messages.paymentCancelled,
    row.payment,
  );
  return settled;
}

/** The transaction a provider's payment belongs to (its ref is unique to one). */
export async function transactionOfRef(db: Db, ref: string): Promise<string | null> {
  const [row] = await db
    .select({ uuid: paymentTransactions.uuid })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.providerRef, ref));
  return row?.uuid ?? null;
}

/** Whether this provider event was acted on already (a retry or a duplicate). */
export async function eventSeen(db: Db, provider: 'stripe' | 'vipps', eventId: string) {
  const [row] = await db
    .select({ id: paymentProviderEvents.eventId })
    .from(paymentProviderEvents)
    .where(
      and(eq(paymentProviderEvents.provider, provider), eq(paymentProviderEvents.eventId, eventId)),
    );
  return row !== undefined;
}

/**
 * Records a provider event as acted on, after acting: one that failed half-way is not recorded,
 * so the provider's retry does it again (acting twice is harmless, see settleHostedPayment).
 */
export async function recordEvent(
  db: Db,
  provider: 'stripe' | 'vipps',
  eventId: string,
  type: string,
  transactionUuid: string | null,
): Promise<void> {
  await db
    .insert(paymentProviderEvents)
    .values({ provider, eventId, type, transactionUuid })
    .onConflictDoNothing();
}
