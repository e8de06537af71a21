import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { shops } from './shop';
import { jobs, subjects } from './catalogue';
import { users } from './users';

type Localised = { en: string; nb: string; sv: string };

/** One item of a package definition: a template product's design, a catalogue or the digital set. */
export type PackageItemRow =
  | {
      type: 'TEMPLATE_PRODUCT';
      productUuid: string;
      templateUuid: string;
      canChangeTemplate: boolean;
    }
  | { type: 'CATALOGUE' }
  | { type: 'DIGITAL_SET' };

/** A bundled package offer; prices in minor units of the shop's currency. */
export const packages = pgTable('packages', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  type: text('type').$type<'package' | 'link'>().notNull(),
  name: jsonb('name').$type<Localised>().notNull(),
  description: jsonb('description').$type<Localised>().notNull(),
  image: text('image'),
  link: text('link'),
  linkText: jsonb('link_text').$type<Localised>(),
  linkInfo: jsonb('link_info').$type<{ type: string; category: string | null }>(),
  originalPrice: integer('original_price').notNull(),
  priceIncludingDiscount: integer('price_including_discount').notNull(),
  /** Paid instead of priceIncludingDiscount until discountDeadline. */
  timeLimitedDiscountPrice: integer('time_limited_discount_price'),
  discountDeadline: timestamp('discount_deadline', { withTimezone: true }),
  disabledReason: jsonb('disabled_reason').$type<Localised>(),
  allowSubjectChange: boolean('allow_subject_change').notNull().default(true),
  items: jsonb('items').$type<PackageItemRow[]>().notNull(),
  /** VAT rate in basis points (2500 = 25 %); null: the shop's default rate. 0 to 10000. */
  vatRate: integer('vat_rate'),
});

/** A parent's choice to cancel the package sent home for inspection for one subject. */
export const inspectionCancellations = pgTable(
  'inspection_cancellations',
  {
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    subjectUuid: text('subject_uuid')
      .notNull()
      .references(() => subjects.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.subjectUuid] })],
);

/**
 * The packages a job offers (from the price sheet). A job with no rows here offers every
 * package; a job with rows offers only those.
 */
export const jobPackages = pgTable(
  'job_packages',
  {
    jobUuid: text('job_uuid')
      .notNull()
      .references(() => jobs.uuid, { onDelete: 'cascade' }),
    packageUuid: text('package_uuid')
      .notNull()
      .references(() => packages.uuid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobUuid, t.packageUuid] }),
    index('job_packages_package_idx').on(t.packageUuid),
  ],
);
