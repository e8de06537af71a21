import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import type { SellerRow } from './shop';
import { shops } from './shop';
import { users } from './users';

/** A row's texts in nb and sv by field name (services read them with lib/i18n/localised.ts). */
export type Translations = Partial<Record<'nb' | 'sv', Record<string, string>>>;

/** A group of lines sold at one VAT rate: gross includes the VAT; all in minor units. */
export interface VatGroupRow {
  /** Basis points: 2500 is 25 %. */
  rate: number;
  gross: number;
  net: number;
  vat: number;
}

/** order_details.receipt: see there. */
export interface StoredReceipt {
  seller: SellerRow;
  method: { kind: 'invoice' | 'mobile' | 'card'; title: string };
  vat: VatGroupRow[];
  /** The VAT rate of each order line, by its position among the lines. */
  lineRates: number[];
}

/** A delivery option as stored in its method (prices in minor units). */
export interface DeliveryOptionRow {
  uuid: string;
  name: string;
  description: string;
  price: number;
  deliverytime: number;
  expire: string | null;
  isExpress: boolean;
  subjects: { uuid: string; name: string }[];
  /** name and description in nb and sv. */
  translations?: Translations;
}

/** A pickup location of a store-pickup method (docs/rules/purchase.md §3 Pickup location). */
export interface PickupLocationRow {
  uuid: string;
  pickupname: string;
  pickupaddress1: string;
  pickuppostalcode: string;
  pickupcity: string;
  price: number;
  deliveryTime: { string: string; seconds: number };
  /** pickupname and deliveryTime (its string) in nb and sv. */
  translations?: Translations;
}

/**
 * docs/rules/purchase.md §3 Delivery method: postage, school-pickup, store-pickup or
 * digital-delivery.
 */
export const deliveryMethods = pgTable('delivery_methods', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  type: text('type')
    .$type<'postage' | 'school-pickup' | 'store-pickup' | 'digital-delivery'>()
    .notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  options: jsonb('options').$type<DeliveryOptionRow[]>().notNull(),
  pickupLocations: jsonb('pickup_locations').$type<PickupLocationRow[]>().notNull(),
  /** {nb, sv} texts of the fields a parent reads (lib/i18n/localised.ts); null: English only. */
  translations: jsonb('translations').$type<Translations>(),
  /** VAT rate in basis points (2500 = 25 %); null: the shop's default rate. 0 to 10000. */
  vatRate: integer('vat_rate'),
});

export const paymentOptions = pgTable('payment_options', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  provider: text('provider').$type<'invoice' | 'mobile' | 'card'>().notNull(),
  title: text('title').notNull(),
  mobileTitle: text('mobile_title').notNull(),
  description: text('description').notNull(),
  mobileDescription: text('mobile_description').notNull(),
  verifyMobile: boolean('verify_mobile').notNull(),
  requirePersonNo: boolean('require_person_no').notNull(),
  methods: jsonb('methods').$type<{ name: string; icon: string }[]>().notNull(),
  position: integer('position').notNull(),
  /** {nb, sv} texts of the fields a parent reads (lib/i18n/localised.ts); null: English only. */
  translations: jsonb('translations').$type<Translations>(),
});

export type VoucherBenefitRow =
  | { kind: 'percent'; percent: number }
  | { kind: 'fixed'; amount: number }
  | { kind: 'freeDelivery' };

/** Voucher codes, stored normalised (upper case, no spaces or dashes). */
export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  benefit: jsonb('benefit').$type<VoucherBenefitRow>().notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  minimumOrder: integer('minimum_order'),
  singleUsePerUser: boolean('single_use_per_user').notNull(),
});

/** A subject's photo catalogue (docs/rules/purchase.md §3 Catalogue). */
export const catalogues = pgTable('catalogues', {
  uuid: text('uuid').primaryKey(),
  subjectUuid: text('subject_uuid').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  deliveryDays: integer('delivery_days').notNull(),
  maxQuantity: integer('max_quantity'),
  lastPhotoDay: text('last_photo_day'),
  /** {nb, sv} texts of the fields a parent reads (lib/i18n/localised.ts); null: English only. */
  translations: jsonb('translations').$type<Translations>(),
  /** VAT rate in basis points (2500 = 25 %); null: the shop's default rate. 0 to 10000. */
  vatRate: integer('vat_rate'),
});

/** A checkout of a user's cart with what was chosen so far. */
export const checkouts = pgTable('checkouts', {
  uuid: text('uuid').primaryKey(),
  userUuid: text('user_uuid')
    .notNull()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  deliveryOptionUuid: text('delivery_option_uuid'),
  paymentOptionUuid: text('payment_option_uuid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A 'Buy now': its uuid is derived from the checkout and the cart (idempotent). The order it
 * makes is unique to it, so an order can only ever be confirmed by one transaction.
 */
export const paymentTransactions = pgTable('payment_transactions', {
  uuid: text('uuid').primaryKey(),
  checkoutUuid: text('checkout_uuid')
    .notNull()
    .references(() => checkouts.uuid, { onDelete: 'cascade' }),
  userUuid: text('user_uuid')
    .notNull()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  orderUuid: text('order_uuid')
    .notNull()
    .unique()
    .references(() => orders.uuid, { onDelete: 'cascade' }),
  provider: text('provider').$type<'invoice' | 'mobile' | 'card'>().notNull(),
  status: text('status')
    .$type<'created' | 'pending' | 'approved' | 'declined' | 'expired'>()
    .notNull(),
  reason: text('reason'),
  /** The provider's own state (mobile approval deadline, card outcome). */
  payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
  /** The cart lines bought: removed from the cart when the payment is approved. */
  cartLineUuids: jsonb('cart_line_uuids').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The provider's id of its payment (Stripe Checkout Session, Vipps reference): one transaction's. */
  providerRef: text('provider_ref').unique(),
});

/** Provider events (webhooks) already acted on: a retry or duplicate of one is answered and ignored. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').$type<'stripe' | 'vipps'>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    transactionUuid: text('transaction_uuid').references(() => paymentTransactions.uuid, {
      onDelete: 'cascade',
    }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * What an order was bought with: delivery, payment, totals (docs/rules/purchase.md §3 Order
 * details).
 */
export const orderDetails = pgTable('order_details', {
  orderUuid: text('order_uuid')
    .primaryKey()
    .references(() => orders.uuid, { onDelete: 'cascade' }),
  transactionUuid: text('transaction_uuid').notNull().unique(),
  rebateCode: text('rebate_code'),
  delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
  payment: jsonb('payment').$type<{ isInvoice: boolean; title: string }>().notNull(),
  summary: jsonb('summary')
    .$type<{ description: string; linePrice: number; type: number }[]>()
    .notNull(),
  total: integer('total').notNull(),
  containDigitalProducts: boolean('contain_digital_products').notNull(),
  catalogueMaxDeliveryTime: jsonb('catalogue_max_delivery_time').$type<{
    days: number;
    lastPhotoDay: string | null;
  } | null>(),
  comment: text('comment').notNull(),
  /**
   * What the receipt shows that prices alone do not: the seller, the payment method and the VAT
   * per rate, fixed when the order is made so later changes of rates or seller never alter it.
   * Null for orders made before receipts carried them.
   */
  receipt: jsonb('receipt').$type<StoredReceipt>(),
});

/**
 * A subject's digital set as sold at checkout, and the subject's digital rebate settings
 * (docs/rules/personalisation.md §3): rebatedPrice is rebatedDigitalSetPrice, rebatedFilePrice
 * rebatedDigitalFilePrice.
 */
export const digitalSetOffers = pgTable('digital_set_offers', {
  productUuid: text('product_uuid').primaryKey(),
  subjectUuid: text('subject_uuid').notNull().unique(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  rebatedPrice: integer('rebated_price'),
  rebatedFilePrice: integer('rebated_file_price'),
  /** {nb, sv} texts of the fields a parent reads (lib/i18n/localised.ts); null: English only. */
  translations: jsonb('translations').$type<Translations>(),
  /** VAT rate in basis points (2500 = 25 %); null: the shop's default rate. 0 to 10000. */
  vatRate: integer('vat_rate'),
});

/**
 * The one order a checkout became. Written in the same database transaction that confirms the
 * order, so a second confirmation of the same checkout (another 'Buy now' of it, whatever its
 * payload) fails on the primary key instead of making a second paid order.
 */
export const checkoutOrders = pgTable('checkout_orders', {
  checkoutUuid: text('checkout_uuid')
    .primaryKey()
    .references(() => checkouts.uuid, { onDelete: 'cascade' }),
  orderUuid: text('order_uuid')
    .notNull()
    .unique()
    .references(() => orders.uuid, { onDelete: 'cascade' }),
});

/**
 * Each cart line bought, with the order that bought it, written when the order is confirmed: a
 * cart line can be paid for once, even from two checkouts (two tabs) of the same cart.
 */
export const cartLinePurchases = pgTable('cart_line_purchases', {
  cartLineUuid: text('cart_line_uuid').primaryKey(),
  orderUuid: text('order_uuid')
    .notNull()
    .references(() => orders.uuid, { onDelete: 'cascade' }),
});

/**
 * A single-use voucher used by a user, written when the order bought with it is confirmed: the
 * key (code, user) lets the database refuse a second use, however many orders race for it.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    /** The normalised code; no foreign key, so the use outlives edits of the voucher. */
    code: text('code').notNull(),
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    orderUuid: text('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.code, t.userUuid] })],
);

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The invoice of an order paid by invoice. The order is confirmed (its lines are the buyer's)
 * but waits for the money while the status is open; paid_at and paid_by are set exactly when it
 * is paid (the database refuses anything else). The KID is the number the bank payment carries.
 */
export const invoices = pgTable('invoices', {
  orderUuid: text('order_uuid')
    .primaryKey()
    .references(() => orders.uuid, { onDelete: 'cascade' }),
  /** Consecutive invoice number. */
  number: serial('number').notNull().unique(),
  /** Digits only, ending in a MOD10 (Luhn) check digit. */
  kid: text('kid').notNull().unique(),
  /** Minor units, more than 0. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** ISO date (yyyy-mm-dd): the last day to pay. */
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  status: text('status').$type<InvoiceStatus>().notNull().default('open'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Who recorded the payment: a staff e-mail or 'bank statement <file>'. */
  paidBy: text('paid_by'),
  /** When the one reminder of an overdue invoice was queued. */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
});
