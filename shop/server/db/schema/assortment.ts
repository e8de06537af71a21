import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CampaignRequirementRow, ProductPriceRow } from './products';
import { shops } from './shop';

type Names = { en: string; nb: string; sv: string };

/**
 * Product categories of the overview (docs/rules/personalisation.md §3 Category). Card
 * subcategories name their parent 'cards'; photo-gift categories carry the info the photo-gift list
 * reads.
 */
export const productCategories = pgTable('product_categories', {
  internalName: text('internal_name').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  parentName: text('parent_name'),
  title: jsonb('title').$type<Names>().notNull(),
  description: jsonb('description').$type<Names>().notNull(),
  image: text('image'),
  position: integer('position').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  userImagePreviews: boolean('user_image_previews').notNull().default(false),
  separateFromBackground: boolean('separate_from_background').notNull().default(false),
});

/** Which card subcategory or photo-gift category a template is listed under. */
export const templateCategories = pgTable(
  'template_categories',
  {
    templateUuid: text('template_uuid').notNull(),
    category: text('category').notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateUuid, t.category] })],
);

/** The digital file product of each picture type, with ordinal tiers (1st, 2nd, 3rd ...). */
export const digitalProducts = pgTable('digital_products', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  pictureType: text('picture_type').$type<'IP' | 'MGP' | 'GP'>().notNull().unique(),
  name: jsonb('name').$type<Names>().notNull(),
  productprices: jsonb('productprices').$type<ProductPriceRow[]>().notNull(),
  campaignrequirement: jsonb('campaignrequirement').$type<CampaignRequirementRow>(),
  /** VAT rate in basis points (2500 = 25 %); null: the shop's default rate. 0 to 10000. */
  vatRate: integer('vat_rate'),
});

/** Products the shop promotes on its front page, with an optional badge. */
export const promotedProducts = pgTable('promoted_products', {
  productUuid: text('product_uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  badge: text('badge').$type<'special-offer' | 'best-seller'>(),
  position: integer('position').notNull(),
});
