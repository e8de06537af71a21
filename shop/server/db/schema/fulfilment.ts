import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/order-status';
import { orders } from './commerce';

export { ORDER_STATUSES, type OrderStatus };

/**
 * The moves an order may make, as `from>to`: received → in production → shipped or ready for
 * pickup → delivered; an order not yet sent may be cancelled; a paid order may be refunded
 * (also after a cancellation or delivery). The history table refuses any other pair.
 */
export const ORDER_TRANSITIONS = [
  'received>in_production',
  'in_production>shipped',
  'in_production>ready_for_pickup',
  'shipped>delivered',
  'ready_for_pickup>delivered',
  'received>cancelled',
  'in_production>cancelled',
  'received>refunded',
  'in_production>refunded',
  'shipped>refunded',
  'ready_for_pickup>refunded',
  'delivered>refunded',
  'cancelled>refunded',
] as const;

const quoted = (list: readonly string[]) => sql.raw(list.map((s) => `'${s}'`).join(', '));

/** The status of a confirmed order; written with its confirmation. */
export const orderStatuses = pgTable(
  'order_statuses',
  {
    orderUuid: text('order_uuid')
      .primaryKey()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The carrier's tracking reference once shipped, when there is one. */
    trackingReference: text('tracking_reference'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_statuses_status', sql`${t.status} in (${quoted(ORDER_STATUSES)})`)],
);

/** Every change of an order's status: who made it, when, from what to what. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderUuid: text('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    /** null: the order's first status, written when it was confirmed. */
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** A staff user's e-mail, 'buyer' or 'system'. */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderUuid),
    check(
      'order_status_history_transition',
      sql`(${t.fromStatus} is null and ${t.toStatus} = 'received') or (${t.fromStatus} || '>' || ${t.toStatus}) in (${quoted(ORDER_TRANSITIONS)})`,
    ),
  ],
);

/**
 * The background job that turns a confirmed order into its lab job (print files, manifest,
 * packing slip). Queued in the confirmation's transaction; a worker claims it until `runAfter`
 * (a lease: a crashed worker's job is taken again once it passes) and, after a failure, leaves
 * it until its retry time.
 */
export const fulfilmentJobs = pgTable(
  'fulfilment_jobs',
  {
    orderUuid: text('order_uuid')
      .primaryKey()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    state: text('state').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    /** The lab job's folder once written. */
    folder: text('folder'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('fulfilment_jobs_due_idx').on(t.state, t.runAfter),
    check('fulfilment_jobs_state', sql`${t.state} in ('queued', 'done', 'failed')`),
  ],
);
