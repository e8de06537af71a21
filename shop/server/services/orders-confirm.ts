import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, orderDetails, orderLines, orders, paymentTransactions } from '../db/schema';
import { queueOrderConfirmation } from './orders-mail';

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/**
 * Approves a transaction and confirms its order, exactly once: the status moves from
 * created/pending to approved in the same database transaction that confirms the order and
 * takes the bought lines out of the cart and queues the confirmation mail (delivered by the
 * mailer's deliverQueued, also after a crash). Returns false when it was not open any more.
 */
export async function confirmTransaction(
  db: Db,
  transactionUuid: string,
  payment: Record<string, unknown>,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentTransactions)
      .set({ status: 'approved', payment, reason: null })
      .where(
        and(
          eq(paymentTransactions.uuid, transactionUuid),
          inArray(paymentTransactions.status, ['created', 'pending']),
        ),
      )
      .returning();
    if (!row) return false;
    await tx.update(orders).set({ confirmTime: now }).where(eq(orders.uuid, row.orderUuid));
    if (row.cartLineUuids.length > 0) {
      await tx
        .delete(orderLines)
        .where(and(inArray(orderLines.uuid, row.cartLineUuids), isNotNull(orderLines.cartUuid)));
    }
    const [details] = await tx
      .select({ code: orderDetails.rebateCode })
      .from(orderDetails)
      .where(eq(orderDetails.orderUuid, row.orderUuid));
    if (details?.code) {
      await tx
        .update(carts)
        .set({ rebateCode: null })
        .where(and(eq(carts.userUuid, row.userUuid), eq(carts.rebateCode, details.code)));
    }
    await queueOrderConfirmation(tx, row.userUuid, row.orderUuid, publicUrl);
    return true;
  });
}

/** A declined or expired payment: the order stays unconfirmed and the cart is left as it was. */
export async function failTransaction(
  db: Db,
  transactionUuid: string,
  status: 'declined' | 'expired',
  reason: string,
  payment: Record<string, unknown>,
): Promise<boolean> {
  const updated = await db
    .update(paymentTransactions)
    .set({ status, reason, payment })
    .where(
      and(
        eq(paymentTransactions.uuid, transactionUuid),
        inArray(paymentTransactions.status, ['created', 'pending']),
      ),
    )
    .returning({ uuid: paymentTransactions.uuid });
  return updated.length > 0;
}
