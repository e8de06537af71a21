import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shop';
import { users } from './users';

/** A price row of a product (a quantity or ordinal tier); prices in minor units. */
export interface ProductPriceRow {
  quantity: number;
  price: number;
  campaignprice: number | null;
  type: number;
}

/** An option of a product ordered on its own line at an extra price. */
export interface SubProductRow {
  uuid: string;
  name: { en: string; nb: string; sv: string };
  extraprice: number;
}

/** Who gets campaign prices; the pricing service's CampaignRequirement as stored. */
export type CampaignRequirementRow =
  | { kind: 'minimumPictureSets'; count: number }
  | { kind: 'hasBoughtProduct'; productUuid: string }
  | { kind: 'productInCart'; productUuid: string }
  | { kind: 'all'; requirements: CampaignRequirementRow[] };

/** A product a parent buys: template products (producttype 1 cards, 2 calendars, 89 gifts). */
export const products = pgTable('products', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  name: jsonb('name').$type<{ en: string; nb: string; sv: string }>().notNull(),
  /** The list the product is shown in: cards, calendars or photogifts. */
  type: text('type').$type<'cards' | 'calendars' | 'photogifts'>().notNull(),
  /** Photo-gift category (e.g. mugs); null for cards and calendars. */
  category: text('category'),
  producttype: integer('producttype').notNull(),
  sortOrder: integer('sort_order').notNull(),
  minorderpartquantity: integer('minorderpartquantity').notNull(),
  productprices: jsonb('productprices').$type<ProductPriceRow[]>().notNull(),
  subproducts: jsonb('subproducts').$type<SubProductRow[]>().notNull(),
  campaignrequirement: jsonb('campaignrequirement').$type<CampaignRequirementRow>(),
  /** VAT rate in basis points (2500 = 25 %); null: the shop's default rate. 0 to 10000. */
  vatRate: integer('vat_rate'),
});

/**
 * Every version of a template: the validated JSON as the editor reads it. Old versions stay so a
 * cart line saved against one still opens; art lives under DATA_DIR/templates/{uuid}/{version}.
 */
export const templates = pgTable(
  'templates',
  {
    uuid: text('uuid').notNull(),
    version: integer('version').notNull(),
    productUuid: text('product_uuid')
      .notNull()
      .references(() => products.uuid, { onDelete: 'cascade' }),
    type: text('type').$type<'CALENDAR' | 'CARD' | 'PHOTOGIFT'>().notNull(),
    name: jsonb('name').$type<{ en: string; nb?: string; sv?: string }>().notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uuid, t.version] }),
    index('templates_product_idx').on(t.productUuid),
  ],
);

/** Parents' own photos (shop option allowOwnPhotos); files under DATA_DIR/pictures/uploads. */
export const uploads = pgTable(
  'uploads',
  {
    uuid: text('uuid').primaryKey(),
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** File name under DATA_DIR/pictures. */
    file: text('file').notNull(),
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userUuid)],
);
