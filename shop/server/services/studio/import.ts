import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessCodes,
  jobs,
  photographers,
  pictures,
  pictureSets,
  schools,
  shops,
  subjects,
} from '../../db/schema';
import { formatAccessCode } from '../../../contract/codes';
import { storageKeys, type Storage } from '../../storage';
import { issueCodes } from './codes';
import { importedJobUuid, importedPictureUuid, importedSetUuid, importedSubjectUuid } from './ids';
import type { Issue } from './messages';
import {
  personKey,
  readJobFile,
  readRoster,
  type JobFile,
  type PictureType,
  type RosterPerson,
  type RosterPicture,
} from './roster';

export interface ImportReport {
  ok: boolean;
  format: 'pspa' | 'csv' | null;
  job: { uuid: string; key: string } | null;
  subjects: { added: number; updated: number };
  pictures: { added: number; replaced: number; unchanged: number };
  codes: { added: number };
  issues: Issue[];
}

export interface ImportOptions {
  /** Pictures read, checked and stored at once (default 2: one per core of a small server). */
  concurrency?: number;
  /** Called after each picture is checked, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
}

/** A photo day refused once its rows were being written: the transaction rolls back. */
class RefusedImport extends Error {
  constructor(readonly issues: Issue[]) {
    super('The photo day was refused');
  }
}

interface CheckedFile {
  /** The stored file name (under pictures/ in the storage): content-addressed. */
  stored: string;
  width: number;
  height: number;
}

const JOB_TYPE_NAMES: Record<JobFile['jobType'], string> = {
  school: 'School photography',
  kindergarten: 'Kindergarten photography',
  sports: 'Sports photography',
  other: 'Photography',
};

/** A stable uuid-shaped id from a name, so every import names a job type the same way. */
function nameUuid(name: string): string {
  const h = createHash('sha256').update(`keepsake-studio:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const emptyReport = (issues: Issue[], format: ImportReport['format']): ImportReport => ({
  ok: false,
  format,
  job: null,
  subjects: { added: 0, updated: 0 },
  pictures: { added: 0, replaced: 0, unchanged: 0 },
  codes: { added: 0 },
  issues,
});

interface Decoded {
  width: number;
  height: number;
  /** The file name's ending for the format: jpg, png… */
  format: string;
}

/**
 * Files this process decoded whole before, by the sha256 of their bytes: the same bytes decode
 * the same way, so a re-import of unchanged files (and the demo shop, imported for every test
 * app) reads each picture once. Only good files are kept, the oldest dropped beyond the limit.
 */
const decoded = new Map<string, Decoded>();
const DECODED_LIMIT = 20_000;

function remember(hash: string, read: Decoded): void {
  decoded.delete(hash);
  decoded.set(hash, read);
  if (decoded.size > DECODED_LIMIT) decoded.delete(decoded.keys().next().value!);
}

/** The picture's size (as shown, after its EXIF turn) and format, or null if it is not one. */
async function decode(full: string): Promise<Decoded | null> {
  let meta: Metadata;
  try {
    // Decoding every pixel finds truncated files that a header check would pass.
    const image = sharp(full, { failOn: 'truncated', limitInputPixels: 100_000_000 });
    meta = await image.metadata();
    await image.stats();
  } catch {
    return null;
  }
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: (turned ? meta.height : meta.width) ?? 0,
    height: (turned ? meta.width : meta.height) ?? 0,
    format: meta.format === 'jpeg' ? 'jpg' : (meta.format ?? 'img'),
  };
}

/**
 * Reads, checks and stores every picture of the roster (bounded concurrency); the stored name is
 * the content's hash, so a retake gets a new name and an unchanged file keeps its own. Returns
 * what was newly written, so a failed import can take it away again.
 */
async function stagePictures(
  folder: string,
  files: Map<string, RosterPicture>,
  job: JobFile,
  storage: Storage,
  options: ImportOptions,
): Promise<{ checked: Map<string, CheckedFile>; staged: string[]; issues: Issue[] }> {
  const limit = pLimit(options.concurrency ?? 2);
  const checked = new Map<string, CheckedFile>();
  const staged: string[] = [];
  const issues: Issue[] = [];
  let done = 0;
  await Promise.all(
    [...files].map(([file, first]) =>
      limit(async () => {
        const full = path.join(folder, file);
        try {
          const info = await stat(full).catch(() => null);
          if (!info?.isFile()) {
            issues.push({ row: first.row, code: 'missing-file', detail: file });
            return;
          }
          const hash = await hashFile(full);
          const read = decoded.get(hash) ?? (await decode(full));
          if (!read) {
            issues.push({ row: first.row, code: 'unreadable-file', detail: file });
            return;
          }
          remember(hash, read);
          const { width, height, format } = read;
          const short = Math.min(width, height);
          const long = Math.max(width, height);
          if (short < job.minPrintSize.short || long < job.minPrintSize.long) {
            issues.push({
              row: first.row,
              code: 'too-small',
              detail: `${file} (${width}×${height})`,
            });
            return;
          }
          const stored = `studio/${hash.slice(0, 40)}.${format}`;
          const key = storageKeys.picture(stored);
          if (!(await storage.exists(key))) {
            await storage.putFile(key, full);
            staged.push(stored);
          }
          checked.set(file, { stored, width, height });
        } finally {
          done += 1;
          options.onProgress?.(done, files.size);
        }
      }),
    ),
  );
  return { checked, staged, issues };
}

/** Removes files this import stored, unless a picture row (another import's) uses them. */
async function unstage(db: Db, storage: Storage, staged: string[]): Promise<void> {
  if (staged.length === 0) return;
  const used = new Set<string>();
  for (let i = 0; i < staged.length; i += 500) {
    const rows = await db
      .select({ file: pictures.file })
      .from(pictures)
      .where(inArray(pictures.file, staged.slice(i, i + 500)));
    for (const row of rows) used.add(row.file);
  }
  await Promise.all(
    staged.filter((f) => !used.has(f)).map((f) => storage.delete(storageKeys.picture(f))),
  );
}

interface Wanted {
  source: string;
  type: PictureType;
  greenscreen: boolean;
}

/** The pictures a person's set should hold: their own, then their class's group pictures. */
function wantedPictures(person: RosterPerson, groups: Map<string, RosterPicture[]>): Wanted[] {
  const own = person.pictures.map((p) => ({
    source: p.file,
    type: p.type,
    greenscreen: p.greenscreen,
  }));
  const group = (person.className ? (groups.get(person.className) ?? []) : []).map((p) => ({
    source: p.file,
    type: p.type,
    greenscreen: p.greenscreen,
  }));
  const seen = new Set<string>();
  return [...own, ...group].filter((w) => !seen.has(w.source) && seen.add(w.source));
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
}

/**
 * Imports a photo day from a folder: job.json, and INDEX.TXT (PSPA) or roster.csv beside the
 * pictures. Makes (or, for the same job key, updates) the job, one subject and picture set per
 * person with their pictures, and one access code per subject. Re-importing updates rows in
 * place: subjects are matched by external id, else by name and class; a picture by its file name
 * in the set, and a changed file replaces the old one in the same row; nobody gets a second code
 * and nothing is deleted, so orders, carts and granted sets keep pointing at valid rows.
 *
 * Any issue refuses the whole photo day: the pictures are checked and stored before the rows
 * are written in one transaction, and the files this import stored are removed again on failure.
 */
export async function importPhotoDay(
  db: Db,
  storage: Storage,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const root = path.resolve(folder);
  const { job, issues: jobIssues } = await readJobFile(root);
  const roster = await readRoster(root);
  const firstIssues = [...jobIssues, ...roster.issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (!job || firstIssues.length > 0) return emptyReport(firstIssues, roster.format);

  const files = new Map<string, RosterPicture>();
  for (const p of [
    ...roster.people.flatMap((x) => x.pictures),
    ...roster.groups.flatMap((g) => g.pictures),
  ]) {
    if (!files.has(p.file)) files.set(p.file, p);
  }
  const { checked, staged, issues } = await stagePictures(root, files, job, storage, options);
  if (issues.length > 0) {
    await unstage(db, storage, staged);
    issues.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return emptyReport(issues, roster.format);
  }

  try {
    const report = await db.transaction((tx) =>
      writePhotoDay(tx as unknown as Db, job, roster.people, roster.groups, checked),
    );
    return { ...report, format: roster.format };
  } catch (error) {
    await unstage(db, storage, staged);
    if (error instanceof RefusedImport) {
      return emptyReport(
        [...error.issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
        roster.format,
      );
    }
    throw error;
  }
}

async function writePhotoDay(
  tx: Db,
  job: JobFile,
  people: RosterPerson[],
  groupList: { className: string; pictures: RosterPicture[] }[],
  checked: Map<string, CheckedFile>,
): Promise<ImportReport> {
  const [shop] = await tx.select({ uuid: shops.uuid }).from(shops).limit(1);
  if (!shop) throw new Error('The database has no shop: start the shop once before importing.');

  // Two imports of one photo day at once: the second waits here for the first to finish.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`studio-import:${job.key}`}))`);

  const [school] = await tx.select().from(schools).where(eq(schools.name, job.school)).limit(1);
  const schoolUuid = school?.uuid ?? randomUUID();
  if (!school)
    await tx.insert(schools).values({ uuid: schoolUuid, shopUuid: shop.uuid, name: job.school });

  const [photographer] = await tx
    .select()
    .from(photographers)
    .where(eq(photographers.name, job.photographer))
    .limit(1);
  const photographerUuid = photographer?.uuid ?? randomUUID();
  if (!photographer) {
    await tx.insert(photographers).values({
      uuid: photographerUuid,
      name: job.photographer,
      logoUrl: null,
      contact: job.contact ?? null,
    });
  } else if (job.contact !== undefined) {
    await tx
      .update(photographers)
      .set({ contact: job.contact })
      .where(eq(photographers.uuid, photographerUuid));
  }

  const jobValues = {
    schoolUuid,
    photographerUuid,
    name: job.name ?? `${job.school} ${job.photoDate}`,
    jobTypeUuid: nameUuid(`job-type:${job.jobType}`),
    jobTypeName: JOB_TYPE_NAMES[job.jobType],
    hasBeenInWebShop: job.publish,
    requireFineTunedPictures: job.fineTune,
    // A job moved from the studio's own system keeps the day it was made there.
    ...(job.created ? { creationTime: new Date(job.created) } : {}),
    photoDate: job.photoDate,
    orderDeadline: job.orderDeadline ?? null,
    ownPhotos: job.ownPhotos,
    mixPhotographers: job.mixPhotographers,
    subjectChange: job.subjectChange,
    imageToolbox: job.imageToolbox,
    backgrounds: job.backgrounds,
    templateChange: job.templateChange,
  };
  const [existingJob] = await tx
    .select({ uuid: jobs.uuid })
    .from(jobs)
    .where(eq(jobs.importKey, job.key));
  const jobUuid = existingJob?.uuid ?? importedJobUuid(job.key);
  if (existingJob) await tx.update(jobs).set(jobValues).where(eq(jobs.uuid, jobUuid));
  else
    await tx
      .insert(jobs)
      .values({ creationTime: new Date(), ...jobValues, uuid: jobUuid, importKey: job.key });

  // The job's subjects as they are, to match the roster against.
  const known = await tx
    .select({
      subject: subjects.uuid,
      set: pictureSets.uuid,
      name: subjects.name,
      className: subjects.className,
      externalId: subjects.externalId,
    })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(eq(pictureSets.jobUuid, jobUuid));
  const byExternal = new Map(known.filter((k) => k.externalId).map((k) => [k.externalId!, k]));
  const byName = new Map(known.map((k) => [personKey(k.name, k.className), k]));
  const takenIds = new Set(known.flatMap((k) => [k.subject, k.set]));

  const report: ImportReport = {
    ok: true,
    format: null,
    job: { uuid: jobUuid, key: job.key },
    subjects: { added: 0, updated: 0 },
    pictures: { added: 0, replaced: 0, unchanged: 0 },
    codes: { added: 0 },
    issues: [],
  };
  const groups = new Map(groupList.map((g) => [g.className, g.pictures]));
  const newSubjects: (typeof subjects.$inferInsert)[] = [];
  const newSets: (typeof pictureSets.$inferInsert)[] = [];
  const setOf = new Map<RosterPerson, string>();
  for (const person of people) {
    const match =
      (person.externalId ? byExternal.get(person.externalId) : undefined) ??
      byName.get(personKey(person.name, person.className));
    const values = {
      name: person.name,
      className: person.className,
      grade: person.grade,
      externalId: person.externalId,
      isGroup: person.group,
    };
    if (match) {
      await tx.update(subjects).set(values).where(eq(subjects.uuid, match.subject));
      setOf.set(person, match.set);
      report.subjects.updated += 1;
    } else {
      // Derived from the external id, so a re-import (or the same day in another database) gives
      // the same ids; drawn when there is none, or when a person whose external id changed on
      // re-import already holds the derived one.
      const derived = (id: string) => (takenIds.has(id) ? randomUUID() : id);
      const subjectUuid = person.externalId
        ? derived(importedSubjectUuid(jobUuid, person.externalId))
        : randomUUID();
      const setUuid = person.externalId
        ? derived(importedSetUuid(jobUuid, person.externalId))
        : randomUUID();
      newSubjects.push({ uuid: subjectUuid, ...values });
      newSets.push({ uuid: setUuid, subjectUuid, jobUuid, available: job.publish });
      setOf.set(person, setUuid);
      report.subjects.added += 1;
    }
  }
  await inChunks(newSubjects, (chunk) => tx.insert(subjects).values(chunk));
  await inChunks(newSets, (chunk) => tx.insert(pictureSets).values(chunk));
  if (known.length > 0) {
    await tx
      .update(pictureSets)
      .set({ available: job.publish })
      .where(eq(pictureSets.jobUuid, jobUuid));
  }

  // Pictures: matched by the file name the studio delivered them under, within each set.
  const setUuids = [...setOf.values()];
  const present = new Map<string, typeof pictures.$inferSelect>();
  const lastPosition = new Map<string, number>();
  for (let i = 0; i < setUuids.length; i += 500) {
    const rows = await tx
      .select()
      .from(pictures)
      .where(inArray(pictures.pictureSetUuid, setUuids.slice(i, i + 500)));
    for (const row of rows) {
      if (row.sourceName) present.set(`${row.pictureSetUuid}\u0000${row.sourceName}`, row);
      lastPosition.set(
        row.pictureSetUuid,
        Math.max(lastPosition.get(row.pictureSetUuid) ?? -1, row.position),
      );
    }
  }
  const newPictures: (typeof pictures.$inferInsert)[] = [];
  for (const person of people) {
    const setUuid = setOf.get(person)!;
    let position = lastPosition.get(setUuid) ?? -1;
    let favorite = position < 0;
    for (const want of wantedPictures(person, groups)) {
      const file = checked.get(want.source)!;
      const values = {
        file: file.stored,
        width: file.width,
        height: file.height,
        pictureType: want.type,
        groupPicture: want.type === 'GP',
        greenscreen: want.greenscreen,
      };
      const old = present.get(`${setUuid}\u0000${want.source}`);
      if (old) {
        const same =
          old.file === values.file &&
          old.pictureType === values.pictureType &&
          old.greenscreen === values.greenscreen;
        if (same) report.pictures.unchanged += 1;
        else {
          // A retake: the same row (which orders and carts point at) shows the new file.
          await tx.update(pictures).set(values).where(eq(pictures.uuid, old.uuid));
          report.pictures.replaced += 1;
        }
        continue;
      }
      position += 1;
      // A new set's first portrait is its favourite, shown first as the demo's are.
      const keywords = favorite && want.type === 'IP' ? ['favorite'] : [];
      if (keywords.length > 0) favorite = false;
      newPictures.push({
        // No picture of this set has this file name yet, so the derived id is free.
        uuid: importedPictureUuid(setUuid, want.source),
        pictureSetUuid: setUuid,
        sourceName: want.source,
        keywords,
        position,
        ...values,
      });
      report.pictures.added += 1;
    }
  }
  await inChunks(newPictures, (chunk) => tx.insert(pictures).values(chunk));

  // One code per subject: only sets that have none get one. A code the roster gives is that
  // person's code; it may not be another set's, nor replace a code the person already has.
  const codesOf = new Map<string, string[]>();
  for (let i = 0; i < setUuids.length; i += 500) {
    const rows = await tx
      .select({ code: accessCodes.code, set: accessCodes.pictureSetUuid })
      .from(accessCodes)
      .where(inArray(accessCodes.pictureSetUuid, setUuids.slice(i, i + 500)));
    for (const row of rows) codesOf.set(row.set, [...(codesOf.get(row.set) ?? []), row.code]);
  }
  const given = people.filter((p) => p.code !== null);
  const holders = new Map<string, string>();
  const givenCodes = given.map((p) => p.code!);
  for (let i = 0; i < givenCodes.length; i += 500) {
    const rows = await tx
      .select({ code: accessCodes.code, set: accessCodes.pictureSetUuid })
      .from(accessCodes)
      .where(inArray(accessCodes.code, givenCodes.slice(i, i + 500)));
    for (const row of rows) holders.set(row.code, row.set);
  }
  const refused: Issue[] = [];
  const toGive: { code: string; pictureSetUuid: string }[] = [];
  for (const person of given) {
    const setUuid = setOf.get(person)!;
    const holder = holders.get(person.code!);
    const own = codesOf.get(setUuid) ?? [];
    if (holder !== setUuid && (holder !== undefined || own.length > 0)) {
      refused.push({ row: person.row, code: 'code-taken', detail: formatAccessCode(person.code!) });
    } else if (holder === undefined) {
      toGive.push({ code: person.code!, pictureSetUuid: setUuid });
    }
  }
  let givenAdded = 0;
  for (let i = 0; i < toGive.length && refused.length === 0; i += 500) {
    const chunk = toGive.slice(i, i + 500);
    // Another import may have taken one of these codes since we looked.
    const inserted = await tx
      .insert(accessCodes)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ code: accessCodes.code });
    const got = new Set(inserted.map((r) => r.code));
    for (const want of chunk) {
      if (got.has(want.code)) givenAdded += 1;
      else {
        const row = given.find((p) => p.code === want.code)?.row ?? null;
        refused.push({ row, code: 'code-taken', detail: formatAccessCode(want.code) });
      }
    }
  }
  if (refused.length > 0) throw new RefusedImport(refused);
  const givenSets = new Set(toGive.map((g) => g.pictureSetUuid));
  const issued = await issueCodes(
    tx,
    setUuids.filter((s) => !codesOf.has(s) && !givenSets.has(s)),
  );
  report.codes.added = issued.size + givenAdded;
  return report;
}

/** The job a studio names by its import key or uuid, or null. */
export async function findStudioJob(db: Db, keyOrUuid: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(sql`(${jobs.importKey} = ${keyOrUuid} or ${jobs.uuid} = ${keyOrUuid})`));
  return job ?? null;
}
