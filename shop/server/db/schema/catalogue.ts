import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from './shop';

export const schools = pgTable('schools', {
  uuid: text('uuid').primaryKey(),
  shopUuid: text('shop_uuid')
    .notNull()
    .references(() => shops.uuid),
  name: text('name').notNull(),
});

export const photographers = pgTable('photographers', {
  uuid: text('uuid').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  /** How parents reach the studio (printed on the code letters). */
  contact: text('contact'),
});

export const jobs = pgTable(
  'jobs',
  {
    uuid: text('uuid').primaryKey(),
    schoolUuid: text('school_uuid')
      .notNull()
      .references(() => schools.uuid),
    photographerUuid: text('photographer_uuid')
      .notNull()
      .references(() => photographers.uuid),
    name: text('name').notNull(),
    jobTypeUuid: text('job_type_uuid').notNull(),
    jobTypeName: text('job_type_name').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull(),
    hasBeenInWebShop: boolean('has_been_in_web_shop').notNull(),
    requireFineTunedPictures: boolean('require_fine_tuned_pictures').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    /** The studio's own name for the photo day: a re-import with the same key updates this job. */
    importKey: text('import_key'),
    photoDate: date('photo_date', { mode: 'string' }),
    /** The last day parents order at the photo day's prices (printed on the code letters). */
    orderDeadline: date('order_deadline', { mode: 'string' }),
    /** Parents may add their own photos to products. */
    ownPhotos: boolean('own_photos').notNull().default(false),
    /** Pictures from this job may be mixed with other photographers' in one product. */
    mixPhotographers: boolean('mix_photographers').notNull().default(false),
    /**
     * Which picture sets a product made with this job's pictures may combine: 1 the same person
     * only, 2 the same photo day, 3 photo days of the same kind, 4 package mode: any of the
     * parent's sets (packages have their own rule).
     */
    subjectChange: smallint('subject_change').notNull().default(3),
    /** Parents may crop, zoom, rotate and tint this job's pictures in the editor. */
    imageToolbox: boolean('image_toolbox').notNull().default(true),
    /** Parents may choose the background of this job's green-screen pictures. */
    backgrounds: boolean('backgrounds').notNull().default(true),
    /** Parents may switch a product made with this job's pictures to another design. */
    templateChange: boolean('template_change').notNull().default(true),
  },
  (t) => [
    uniqueIndex('jobs_import_key_idx').on(t.importKey),
    check('jobs_subject_change_check', sql`${t.subjectChange} between 1 and 4`),
  ],
);

/** A photographed person or group. */
export const subjects = pgTable('subjects', {
  uuid: text('uuid').primaryKey(),
  name: text('name').notNull(),
  isGroup: boolean('is_group').notNull(),
  /** The class (homeroom) and grade the subject was photographed with, when imported. */
  className: text('class_name'),
  grade: text('grade'),
  /** The studio's or school's id of the person: a re-import matches subjects by it. */
  externalId: text('external_id'),
});

/** The pictures of one subject from one job. Routes name a set by its subject uuid. */
export const pictureSets = pgTable(
  'picture_sets',
  {
    uuid: text('uuid').primaryKey(),
    subjectUuid: text('subject_uuid')
      .notNull()
      .unique()
      .references(() => subjects.uuid),
    jobUuid: text('job_uuid')
      .notNull()
      .references(() => jobs.uuid),
    /** False until the photographer has published the pictures. */
    available: boolean('available').notNull(),
  },
  (t) => [index('picture_sets_job_idx').on(t.jobUuid)],
);

export const pictures = pgTable(
  'pictures',
  {
    uuid: text('uuid').primaryKey(),
    pictureSetUuid: text('picture_set_uuid')
      .notNull()
      .references(() => pictureSets.uuid, { onDelete: 'cascade' }),
    /** File name under DATA_DIR/pictures. */
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    pictureType: text('picture_type').$type<'IP' | 'MGP' | 'GP'>().notNull(),
    groupPicture: boolean('group_picture').notNull(),
    greenscreen: boolean('greenscreen').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    position: integer('position').notNull(),
    /** The file name the studio delivered it under: a re-import replaces the picture in place. */
    sourceName: text('source_name'),
  },
  // Every picture-set read takes a set's pictures in order; without it each read scans them all.
  (t) => [
    index('pictures_set_position_idx').on(t.pictureSetUuid, t.position),
    uniqueIndex('pictures_set_source_idx').on(t.pictureSetUuid, t.sourceName),
  ],
);

/** Backgrounds for green-screen pictures; a null job means for every job. */
export const backgrounds = pgTable('backgrounds', {
  uuid: text('uuid').primaryKey(),
  jobUuid: text('job_uuid').references(() => jobs.uuid),
  name: text('name').notNull(),
  file: text('file').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/** Codes are stored normalised (upper case, no spaces or dashes). */
export const accessCodes = pgTable('access_codes', {
  code: text('code').primaryKey(),
  pictureSetUuid: text('picture_set_uuid')
    .notNull()
    .references(() => pictureSets.uuid, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
