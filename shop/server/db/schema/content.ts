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
import type { RecordedEvent } from '../../../contract/debug';
import { subjects } from './catalogue';
import { users } from './users';

/** Content-managed legacy pages: modules per shop language, as the editor stored them. */
export const cmsPages = pgTable('cms_pages', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<{ en: string; nb: string; sv: string }>().notNull(),
  modules: jsonb('modules').$type<{ en: unknown[]; nb: unknown[]; sv: unknown[] }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Photo-day reminders a user turned off or on per subject; no row means on. */
export const subjectReminders = pgTable(
  'subject_reminders',
  {
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    subjectUuid: text('subject_uuid')
      .notNull()
      .references(() => subjects.uuid, { onDelete: 'cascade' }),
    remindersEnabled: boolean('reminders_enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.subjectUuid] })],
);

/** One row per share mail sent, for the per-user hourly limit and for support. */
export const shareMails = pgTable(
  'share_mails',
  {
    uuid: text('uuid').primaryKey(),
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subjectUuids: jsonb('subject_uuids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_mails_user_time').on(t.userUuid, t.createdAt)],
);

/** A session recording made on /debug with the visitor's consent. */
export const debugRecordings = pgTable('debug_recordings', {
  uuid: text('uuid').primaryKey(),
  /** SHA-256 of the token the recording browser holds. */
  tokenHash: text('token_hash').notNull(),
  userUuid: text('user_uuid').references(() => users.uuid, { onDelete: 'set null' }),
  userAgent: text('user_agent').notNull(),
  eventCount: integer('event_count').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

export const debugRecordingChunks = pgTable(
  'debug_recording_chunks',
  {
    uuid: text('uuid').primaryKey(),
    recordingUuid: text('recording_uuid')
      .notNull()
      .references(() => debugRecordings.uuid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    events: jsonb('events').$type<RecordedEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('debug_chunks_recording_seq').on(t.recordingUuid, t.seq)],
);
