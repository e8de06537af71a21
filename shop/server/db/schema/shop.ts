import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The business that sells: printed on every receipt, confirmation mail and invoice. The bank
 * account is where invoices are paid; vatRegistered false prints no VAT lines.
 */
export interface SellerRow {
  name: string;
  organisationNumber: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  bankAccount: string;
  vatRegistered: boolean;
}

/** A VAT rate is stored in basis points: 2500 is 25 %, 0 is exempt, 10000 at most. */
export const vatRateCheck = (column: string) => sql.raw(`"${column}" between 0 and 10000`);

/** One row per shop (portal): its settings as the web client reads them. */
export const shops = pgTable(
  'shops',
  {
    uuid: text('uuid').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    contact: jsonb('contact')
      .$type<{
        email: string;
        phone: string;
        address: string;
        postalCode: string;
        city: string;
        state: string;
      }>()
      .notNull(),
    termsOfService: text('terms_of_service').notNull(),
    termsOfPurchase: text('terms_of_purchase').notNull(),
    privacyPolicy: text('privacy_policy').notNull().default(''),
    /** Minor units; negative means no free-delivery promo. */
    freeShippingThreshold: integer('free_shipping_threshold').notNull(),
    languages: jsonb('languages').$type<{ name: string; long: string }[]>().notNull(),
    defaultLanguage: text('default_language').notNull(),
    options: jsonb('options').$type<Record<string, boolean | string[]>>().notNull(),
    seller: jsonb('seller').$type<SellerRow>().notNull(),
    /** The VAT rate (basis points) of anything sold without a rate of its own. */
    defaultVatRate: integer('default_vat_rate').notNull().default(2500),
    /** Days from an invoice's issue to its due date. */
    invoiceDueDays: integer('invoice_due_days').notNull().default(14),
    /** Digital files of an order paid by invoice download before the invoice is paid. */
    digitalBeforeInvoicePaid: boolean('digital_before_invoice_paid').notNull().default(false),
  },
  () => [
    check('shops_default_vat_rate', vatRateCheck('default_vat_rate')),
    check('shops_invoice_due_days', sql`"invoice_due_days" between 1 and 365`),
  ],
);

export const menuItems = pgTable('menu_items', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  parentUuid: text('parent_uuid'),
  position: integer('position').notNull(),
  type: text('type').$type<'internal' | 'modal' | 'external'>().notNull(),
  target: text('target').notNull(),
  data: jsonb('data').$type<Record<string, string>>(),
  title: jsonb('title').$type<{ en: string; nb: string; sv: string }>().notNull(),
  /** 0 always, 1 only signed in, 2 only signed out. */
  visibility: integer('visibility').$type<0 | 1 | 2>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
});
