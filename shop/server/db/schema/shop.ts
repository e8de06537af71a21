import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** One row per shop (portal): its settings as the web client reads them. */
export const shops = pgTable('shops', {
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
});

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
