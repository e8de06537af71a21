import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One open cart per user. */
export const carts = pgTable('carts', {
  uuid: text('uuid').primaryKey(),
  userUuid: text('user_uuid')
    .notNull()
    .unique()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  rebateCode: text('rebate_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    uuid: text('uuid').primaryKey(),
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid),
    currency: text('currency').notNull(),
    confirmTime: timestamp('confirm_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A user's orders are listed and checked by user on every order page.
  (t) => [index('orders_user_idx').on(t.userUuid)],
);

/** A line of a cart or, once bought, of an order. Money in minor units of the owner's currency. */
export const orderLines = pgTable(
  'order_lines',
  {
    uuid: text('uuid').primaryKey(),
    cartUuid: text('cart_uuid').references(() => carts.uuid, { onDelete: 'cascade' }),
    orderUuid: text('order_uuid').references(() => orders.uuid, { onDelete: 'cascade' }),
    /** 0 product, 1 rebate/voucher, 2 discount, 3 fee/extra. */
    type: integer('type').notNull(),
    productUuid: text('product_uuid'),
    productName: text('product_name'),
    productType: integer('product_type'),
    quantity: integer('quantity').notNull(),
    description: text('description').notNull(),
    linePrice: integer('line_price').notNull(),
    actualLinePrice: integer('actual_line_price').notNull(),
    maximumQuantity: integer('maximum_quantity'),
    /** The picture or set (subject) a digital line buys, so sets can show bought / inCart. */
    pictureUuid: text('picture_uuid'),
    subjectUuid: text('subject_uuid'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Carts and orders read their lines by owner; without these each read scans every line.
  (t) => [
    index('order_lines_cart_idx').on(t.cartUuid),
    index('order_lines_order_idx').on(t.orderUuid),
  ],
);
/** One stored line, as the cart, the order view and the receipt read it. */
export type LineRow = typeof orderLines.$inferSelect;
