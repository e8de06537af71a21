import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { pictureSets } from './catalogue';

export const users = pgTable('users', {
  uuid: text('uuid').primaryKey(),
  /** Null for anonymous users; stored lower case. */
  email: text('email').unique(),
  name: text('name').notNull().default(''),
  /** scrypt: `scrypt$<salt>$<hash>` (base64url); null for anonymous users. */
  passwordHash: text('password_hash'),
  mobile: text('mobile').notNull().default(''),
  lang: text('lang').$type<'en' | 'nb' | 'sv'>().notNull().default('en'),
  acceptMail: boolean('accept_mail').notNull().default(false),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  role: text('role').$type<'customer' | 'staff'>().notNull().default('customer'),
  address: text('address').notNull().default(''),
  address2: text('address2').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userUuid: text('user_uuid').references(() => users.uuid, { onDelete: 'cascade' }),
    /** The staff user acting as `userUuid`, when simulated. */
    simulatedByUuid: text('simulated_by_uuid').references(() => users.uuid, {
      onDelete: 'cascade',
    }),
    lang: text('lang').$type<'en' | 'nb' | 'sv'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // By user: signing in deletes the anonymous user (cascading here), a password reset ends a
  // user's other sessions, and the purge looks for users without one; after a photo-day evening
  // the table holds a row per visitor, so each of those would otherwise read all of it.
  (t) => [index('sessions_user_idx').on(t.userUuid)],
);

export const userPictureSets = pgTable(
  'user_picture_sets',
  {
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    pictureSetUuid: text('picture_set_uuid')
      .notNull()
      .references(() => pictureSets.uuid, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.pictureSetUuid] })],
);

/** Reset codes: the mail holds the code, the table its SHA-256. */
export const passwordResets = pgTable('password_resets', {
  codeHash: text('code_hash').primaryKey(),
  userUuid: text('user_uuid')
    .notNull()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Used one-time simulation links (the link itself is signed, see services/identity/operator). */
export const operatorTokens = pgTable('operator_tokens', {
  nonce: text('nonce').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});
