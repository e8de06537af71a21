import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import { Messages } from '../../../contract/errors';
import { Conflict, NotFound, Refused } from '../../lib/domain-errors';
import type { PaymentGateways } from '../payment/providers/registry';
import { gatewayFor } from '../payment/providers/registry';
import { ProviderCallError } from '../payment/providers/types';
import type { RefundRecord } from '../payment/providers';
import { createPaymentProviders } from '../payment/providers';
import { hostedOf, orderTotal } from './hosted-payment';

export const RefundMessages = {
  notPaid: 'Only a paid payment can be refunded.',
  already: 'This payment is already refunded.',
  amount: 'A refund is a whole amount from 1 up to what was paid.',
} as const;

/** What a refund leaves on the transaction. */
export interface StoredRefund extends RefundRecord {
  /** The provider's id of the refund (null for the built-in test gateways). */
  ref: string | null;
  gateway: 'stripe' | 'vipps' | 'test';
}

/**
 * Pays back `amount` minor units of a transaction's approved payment through the provider that
 * took it (Stripe, Vipps MobilePay; the built-in test gateways only record it). A payment is
 * refunded once: the claim is a conditional update, so two staff clicks at once refund once;
 * `key` (e.g. the order's refund id) makes the provider treat a retried call as the same refund.
 * The caller checks that the staff member may refund this order.
 */
export async function refundPayment(
  db: Db,
  gateways: PaymentGateways,
  transactionUuid: string,
  amount: number,
  key: string,
  now: Date,
): Promise<StoredRefund> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.uuid, transactionUuid));
  if (!row) throw new NotFound();
  if (row.status !== 'approved') throw new Refused('refund-refused', RefundMessages.notPaid);
  const { total, currency } = await orderTotal(db, row.orderUuid);
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > total) {
    throw new Refused('refund-refused', RefundMessages.amount);
  }
  // Claim the refund first: a second request finds the claim and is refused.
  const claimed = await db
    .update(paymentTransactions)
    .set({
      payment: sql`jsonb_set(${paymentTransactions.payment}, '{refund}', ${JSON.stringify({ status: 'pending', amount, at: now.toISOString() })}::jsonb)`,
    })
    .where(
      and(
        eq(paymentTransactions.uuid, transactionUuid),
        eq(paymentTransactions.status, 'approved'),
        isNull(sql`${paymentTransactions.payment} -> 'refund'`),
      ),
    )
    .returning({ uuid: paymentTransactions.uuid });
  if (claimed.length === 0) throw new Conflict('refund-refused', RefundMessages.already);

  const hosted = hostedOf(row);
  let refund: StoredRefund;
  try {
    if (hosted === null) {
      const recorded = createPaymentProviders()[row.provider].refund(row.payment, amount, now);
      refund = { ...(recorded.refund as RefundRecord), ref: null, gateway: 'test' };
    } else {
      const gateway = gatewayFor(gateways, row.provider);
      if (gateway === null || gateway.name !== hosted.gateway) {
        throw new ProviderCallError(`${hosted.gateway} is not configured`);
      }
      const done = await gateway.refund(
        hosted.ref,
        hosted.chargeRef ?? null,
        amount,
        currency,
        key,
      );
      refund = {
        amount: done.amount,
        at: now.toISOString(),
        method: 'payback',
        ref: done.ref,
        gateway: hosted.gateway,
      };
    }
  } catch (error) {
    // Nothing was paid back: the claim goes, so the refund can be tried again.
    await db
      .update(paymentTransactions)
      .set({ payment: sql`${paymentTransactions.payment} - 'refund'` })
      .where(eq(paymentTransactions.uuid, transactionUuid));
    if (error instanceof ProviderCallError) {
      throw new Conflict('provider-unavailable', Messages.providerUnavailable);
    }
    throw error;
  }
  await db
    .update(paymentTransactions)
    .set({
      payment: sql`jsonb_set(${paymentTransactions.payment}, '{refund}', ${JSON.stringify(refund)}::jsonb)`,
    })
    .where(eq(paymentTransactions.uuid, transactionUuid));
  return refund;
}
