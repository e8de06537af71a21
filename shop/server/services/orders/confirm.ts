import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Messages } from '../../../contract/errors';
import {
  cartLinePurchases,
  carts,
  checkoutOrders,
  orderDetails,
  orderLines,
  orders,
  paymentTransactions,
  voucherUses,
  vouchers,
} from '../../db/schema';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { Conflict } from '../../lib/domain-errors';
import { currentCartContentsHash } from '../cart/contents';
import { queueFulfilment } from '../fulfilment/jobs';
import { issueInvoice } from '../invoicing/invoices';
import { queueOrderConfirmation } from './mail';

/** Thrown inside the confirmation when the cart is not the one the transaction was made for. */
class CartChanged extends Error {}

/** The primary key drizzle-kit named for voucher_uses (code, user). */
const VOUCHER_USE_KEY = 'voucher_uses_code_user_uuid_pk';

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/**
 * Approves a transaction and confirms its order, exactly once: the status moves from
 * created/pending to approved in the same database transaction that confirms the order and
 * takes the bought lines out of the cart, issues the invoice of an invoice payment, queues the confirmation mail (delivered by the
 * mailer's deliverQueued, also after a crash) and the order's lab job (status received). Returns false when it was not open any more.
 *
 * The same database transaction claims, under unique keys, the checkout (one order per
 * checkout), every cart line bought (a cart line is paid for once, whichever checkout or tab
 * pays it) and a single-use voucher (one use per user). When another confirmation holds one
 * of them, nothing is confirmed: the transaction is declined with the reason and a Conflict
 * carries it to the buyer, so the payment is not taken.
 *
 * A transaction pays only the cart it was made for: when the cart's contents (lines,
 * quantities, voucher) are not those stored with the transaction at 'Buy now' (another tab
 * changed them), nothing is confirmed either, the transaction is declined with
 * Messages.cartChanged and the cart stays as the buyer left it.
 */
export async function confirmTransaction(
  db: Db,
  transactionUuid: string,
  payment: Record<string, unknown>,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      // Read before the approval overwrites the provider's state, and hold the row meanwhile.
      const [before] = await tx
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.uuid, transactionUuid),
            inArray(paymentTransactions.status, ['created', 'pending']),
          ),
        )
        .for('update');
      const madeFor = (before?.payment as { cartContents?: unknown } | undefined)?.cartContents;
      // Transactions made before the fingerprint was stored carry none and are not checked.
      const cartChanged =
        before !== undefined &&
        typeof madeFor === 'string' &&
        madeFor !== (await currentCartContentsHash(tx, before.userUuid));
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
      await tx
        .insert(checkoutOrders)
        .values({ checkoutUuid: row.checkoutUuid, orderUuid: row.orderUuid });
      if (row.cartLineUuids.length > 0) {
        await tx
          .insert(cartLinePurchases)
          .values(
            row.cartLineUuids.map((uuid) => ({ cartLineUuid: uuid, orderUuid: row.orderUuid })),
          );
      }
      await tx.update(orders).set({ confirmTime: now }).where(eq(orders.uuid, row.orderUuid));
      if (row.cartLineUuids.length > 0) {
        await tx
          .delete(orderLines)
          .where(and(inArray(orderLines.uuid, row.cartLineUuids), isNotNull(orderLines.cartUuid)));
      }
      const [details] = await tx
        .select({ code: orderDetails.rebateCode, singleUse: vouchers.singleUsePerUser })
        .from(orderDetails)
        .leftJoin(vouchers, eq(vouchers.code, orderDetails.rebateCode))
        .where(eq(orderDetails.orderUuid, row.orderUuid));
      if (details?.code) {
        if (details.singleUse) {
          await tx
            .insert(voucherUses)
            .values({ code: details.code, userUuid: row.userUuid, orderUuid: row.orderUuid });
        }
        await tx
          .update(carts)
          .set({ rebateCode: null })
          .where(and(eq(carts.userUuid, row.userUuid), eq(carts.rebateCode, details.code)));
      }
      // Checked after the claims: a cart another tab's order paid for (or its voucher) says so.
      if (cartChanged) throw new CartChanged();
      // Paid by invoice: the order is the buyer's now and waits for the money (invoices.status).
      if (row.provider === 'invoice') await issueInvoice(tx, row.orderUuid, now);
      await queueFulfilment(tx, row.orderUuid);
      await queueOrderConfirmation(tx, row.userUuid, row.orderUuid, publicUrl);
      return true;
    });
  } catch (error) {
    const refused = refusal(error);
    if (refused === null) throw error;
    // The provider's state stays as it was before this approval: nothing was taken.
    await db
      .update(paymentTransactions)
      .set({ status: 'declined', reason: refused.message })
      .where(
        and(
          eq(paymentTransactions.uuid, transactionUuid),
          inArray(paymentTransactions.status, ['created', 'pending']),
        ),
      );
    throw refused;
  }
}

/** Why a confirmation was refused without taking the payment, or null for any other error. */
function refusal(error: unknown): Conflict | null {
  if (error instanceof CartChanged) return new Conflict('cart-changed', Messages.cartChanged);
  const constraint = uniqueViolationConstraint(error);
  if (constraint === null) return null;
  return constraint === VOUCHER_USE_KEY
    ? new Conflict('voucher-used', Messages.voucherAlreadyUsed)
    : new Conflict('already-paid', Messages.alreadyPaid);
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
