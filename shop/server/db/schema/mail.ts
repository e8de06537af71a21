import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderStatusHistory } from './fulfilment';

/** Every mail the shop sends; without SMTP_URL this is the development mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    uuid: text('uuid').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** The order this mail confirms: queued with the confirmation, at most once per order. */
    orderUuid: text('order_uuid'),
    /**
     * The status change this mail tells the parent about (shipped, ready for pickup): queued in
     * the change's transaction, at most once per change, and retried like a confirmation.
     */
    statusHistoryId: integer('status_history_id').references(() => orderStatusHistory.id, {
      onDelete: 'cascade',
    }),
    /**
     * A sender's claim on a queued mail: no other sender takes it before this time (a crashed
     * sender's mail is taken again once it passes; after a failed send, the retry time).
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_order_unique').on(t.orderUuid),
    uniqueIndex('outbox_status_history_unique').on(t.statusHistoryId),
  ],
);
