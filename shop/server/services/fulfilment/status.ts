// Staff move a confirmed order along its statuses (the CLI today, the studio dashboard later):
// each move checked against the allowed transitions and recorded with who made it and when.
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ORDER_TRANSITIONS,
  orderDetails,
  orders,
  orderStatuses,
  orderStatusHistory,
  type OrderStatus,
  outbox,
  paymentTransactions,
  users,
} from '../../db/schema';
import type { MailMessage } from '../mail/mail';
import { escapeHtml } from '../mail/mail';
import { newUuid } from '../../lib/crypto';
import { DomainError, type DomainErrorKind } from '../../lib/domain-errors';
import { createPaymentProviders } from '../payment/providers';
import { orderReference } from './lab-job';
import { langOf, type Lang } from '../../lib/i18n/format';
import { fill, TEXTS } from '../../lib/i18n/texts';

export type OrderStatusErrorCode =
  'order-not-found' | 'order-ambiguous' | 'invalid-transition' | 'not-refundable';

const KIND: Record<OrderStatusErrorCode, DomainErrorKind> = {
  'order-not-found': 'not-found',
  'order-ambiguous': 'refused',
  'invalid-transition': 'conflict',
  'not-refundable': 'conflict',
};

/** A refused status change; plugins/errors.ts (or the CLI) turns the code into an answer. */
export class OrderStatusError extends DomainError {
  readonly kind: DomainErrorKind;
  declare readonly code: OrderStatusErrorCode;
  constructor(code: OrderStatusErrorCode, message: string) {
    super(code, message);
    this.kind = KIND[code];
  }
}

const allowed = new Set<string>(ORDER_TRANSITIONS);

/** Whether an order may go from one status to the other. */
export const canMove = (from: OrderStatus, to: OrderStatus): boolean =>
  allowed.has(`${from}>${to}`);

/** The order a staff member means: its full uuid, or the 8-character reference the parent sees. */
export async function findOrder(db: Db, reference: string): Promise<string> {
  const ref = reference.trim().toLowerCase();
  if (!/^[0-9a-f-]{8,36}$/.test(ref))
    throw new OrderStatusError('order-not-found', `No order ${reference}`);
  const rows = await db
    .select({ uuid: orderStatuses.orderUuid })
    .from(orderStatuses)
    .where(like(orderStatuses.orderUuid, `${ref}%`))
    .limit(2);
  if (rows.length === 0) throw new OrderStatusError('order-not-found', `No order ${reference}`);
  if (rows.length > 1)
    throw new OrderStatusError('order-ambiguous', `${reference} names more than one order`);
  return rows[0]?.uuid ?? '';
}

export interface StaffOrderRow {
  orderUuid: string;
  reference: string;
  status: OrderStatus;
  trackingReference: string | null;
  confirmedAt: string;
  email: string | null;
  total: number;
  currency: string;
  delivery: string;
}

/** Confirmed orders for staff, newest first, optionally of some statuses only, a page at a time. */
export async function listStaffOrders(
  db: Db,
  options: { statuses?: OrderStatus[]; limit?: number; offset?: number; orderUuid?: string } = {},
): Promise<StaffOrderRow[]> {
  const rows = await db
    .select({ status: orderStatuses, order: orders, details: orderDetails, email: users.email })
    .from(orderStatuses)
    .innerJoin(orders, eq(orders.uuid, orderStatuses.orderUuid))
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .where(
      and(
        options.statuses?.length ? inArray(orderStatuses.status, options.statuses) : undefined,
        options.orderUuid ? eq(orders.uuid, options.orderUuid) : undefined,
      ),
    )
    // The uuid breaks ties, so pages never repeat or skip an order confirmed in the same instant.
    .orderBy(desc(orders.confirmTime), desc(orders.uuid))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 1000))
    .offset(Math.max(options.offset ?? 0, 0));
  return rows.map((r) => ({
    orderUuid: r.order.uuid,
    reference: orderReference(r.order.uuid),
    status: r.status.status,
    trackingReference: r.status.trackingReference,
    confirmedAt: (r.order.confirmTime ?? r.order.createdAt).toISOString(),
    email: r.email,
    total: r.details.total,
    currency: r.order.currency,
    delivery: String((r.details.delivery as { name?: unknown }).name ?? ''),
  }));
}

/** The number of confirmed orders of some statuses (all without), for paging. */
export async function countStaffOrders(db: Db, statuses?: OrderStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderStatuses)
    .where(statuses?.length ? inArray(orderStatuses.status, statuses) : undefined);
  return row?.n ?? 0;
}

/** One order for staff with its whole status history; order-not-found for an unknown uuid. */
export async function staffOrder(db: Db, orderUuid: string) {
  const [order] = await listStaffOrders(db, { orderUuid, limit: 1 });
  if (!order) throw new OrderStatusError('order-not-found', `No order ${orderUuid}`);
  return { order, history: await statusHistory(db, orderUuid) };
}

/** An order's status history, oldest first. */
export async function statusHistory(db: Db, orderUuid: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderUuid, orderUuid))
    .orderBy(orderStatusHistory.at, orderStatusHistory.id);
}

export interface StatusChange {
  orderUuid: string;
  to: OrderStatus;
  /** The staff member's e-mail (or 'system'). */
  actor: string;
  trackingReference?: string | null;
  note?: string | null;
  publicUrl: string;
}

/**
 * Moves an order to a new status in one transaction: the status row is locked, the move checked
 * (the history table's constraint checks it again), the history written, and for a refund the
 * payment is paid back through its provider. The mail the parent gets (shipped or ready for
 * pickup, in their language) is queued in the outbox in the same transaction and returned; the
 * caller kicks the mailer's `deliverQueued` once the change is committed.
 */
export async function changeOrderStatus(
  db: Db,
  change: StatusChange,
  now = new Date(),
): Promise<{ from: OrderStatus; to: OrderStatus; mail: MailMessage | null }> {
  const tracking = change.trackingReference?.trim().slice(0, 100) || null;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.orderUuid, change.orderUuid))
      .for('update');
    if (!current) throw new OrderStatusError('order-not-found', `No order ${change.orderUuid}`);
    const from = current.status;
    if (!canMove(from, change.to))
      throw new OrderStatusError(
        'invalid-transition',
        `An order that is ${from} cannot become ${change.to}`,
      );
    if (change.to === 'refunded') await refundPayment(tx, change.orderUuid, now);
    await tx
      .update(orderStatuses)
      .set({
        status: change.to,
        updatedAt: now,
        ...(change.to === 'shipped' ? { trackingReference: tracking } : {}),
      })
      .where(and(eq(orderStatuses.orderUuid, change.orderUuid), eq(orderStatuses.status, from)));
    const [history] = await tx
      .insert(orderStatusHistory)
      .values({
        orderUuid: change.orderUuid,
        fromStatus: from,
        toStatus: change.to,
        actor: change.actor,
        note: change.note?.slice(0, 500) ?? null,
        at: now,
      })
      .returning({ id: orderStatusHistory.id });
    const mail =
      change.to === 'shipped' || change.to === 'ready_for_pickup'
        ? await statusMail(tx, change.orderUuid, change.to, tracking, change.publicUrl)
        : null;
    // The mail is queued with the change it tells of: it goes out (and is retried until it
    // does) exactly when the change is committed, once.
    if (mail && history)
      await tx.insert(outbox).values({ uuid: newUuid(), statusHistoryId: history.id, ...mail });
    return { from, to: change.to, mail };
  });
}

/** Pays the order's approved payment back in full through its provider. */
async function refundPayment(db: Db, orderUuid: string, now: Date): Promise<void> {
  const [transaction] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.orderUuid, orderUuid), eq(paymentTransactions.status, 'approved')),
    )
    .for('update');
  const [details] = await db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderUuid, orderUuid));
  if (!transaction || !details)
    throw new OrderStatusError('not-refundable', 'The order has no approved payment to refund');
  const provider = createPaymentProviders()[transaction.provider];
  let payment: Record<string, unknown>;
  try {
    // A provider that pays back over the network answers with a promise; the simulations at once.
    payment = await Promise.resolve(provider.refund(transaction.payment, details.total, now));
  } catch (error) {
    throw new OrderStatusError(
      'not-refundable',
      error instanceof Error ? error.message : String(error),
    );
  }
  await db
    .update(paymentTransactions)
    .set({ payment })
    .where(eq(paymentTransactions.uuid, transaction.uuid));
}

/** The shipped / ready-for-pickup mail in the parent's language, or null without an address. */
async function statusMail(
  db: Db,
  orderUuid: string,
  status: 'shipped' | 'ready_for_pickup',
  tracking: string | null,
  publicUrl: string,
): Promise<MailMessage | null> {
  const [row] = await db
    .select({ lang: users.lang, email: users.email, delivery: orderDetails.delivery })
    .from(orders)
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .where(eq(orders.uuid, orderUuid));
  const delivery = (row?.delivery ?? {}) as {
    name?: string;
    contactInfo?: { emailAddress?: string };
    pickupLocation?: { pickupname?: string } | null;
    texts?: Partial<Record<Lang, { name?: string; pickupname?: string }>>;
  };
  const to = delivery.contactInfo?.emailAddress || row?.email;
  if (!row || !to) return null;
  const lang = langOf(row.lang);
  const s = TEXTS[lang].fulfilment;
  const ref = orderReference(orderUuid);
  // The pickup place as the mail's reader names it, though the order was placed in another
  // language (orders kept before the names per language keep the one they were bought with).
  const named = delivery.texts?.[lang];
  const place =
    (delivery.pickupLocation && (named?.pickupname ?? delivery.pickupLocation.pickupname)) ??
    delivery.name ??
    '';
  const subject = fill(status === 'shipped' ? s.shippedSubject : s.readySubject, { ref });
  const body = [
    fill(status === 'shipped' ? s.shippedBody : s.readyBody, { ref, place }),
    ...(status === 'shipped' && tracking ? [fill(s.tracking, { tracking })] : []),
  ];
  const link = `${publicUrl}/my-account/orders/${orderUuid}`;
  const text = [...body, '', s.followLink, link].join('\n');
  const html = `${body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${escapeHtml(
    s.followLink,
  )} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}

/** The number of orders per status (the dashboard's counters). */
export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orderStatuses.status, n: sql<number>`count(*)::int` })
    .from(orderStatuses)
    .groupBy(orderStatuses.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
