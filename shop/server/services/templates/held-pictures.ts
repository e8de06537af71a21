import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Picture } from '../../../../engine/model/types';
import type { Db } from '../../db/client';
import { heldPictures } from '../pictures/held';
import { heldBy } from '../pictures/holds';
import { jobBackgroundChoices } from '../pictures/downloads';
import { jobs, pictures, pictureSets, schools, subjects, uploads } from '../../db/schema';

/** A picture a user may put in a template: from a picture set they hold, or their own upload. */
export interface HeldImage {
  /** As engine/model's placement rules read it (uploads are pictureType UPLOAD). */
  picture: Picture;
  /** File under DATA_DIR/pictures. */
  file: string;
  /** The job of a picture-set picture (its green-screen backgrounds); null for uploads. */
  jobUuid: string | null;
}

type PictureRow = typeof pictures.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

const fromPicture = (
  p: PictureRow,
  jobUuid: string,
  defaultBackground: string | null = null,
): HeldImage => ({
  picture: {
    uuid: p.uuid,
    width: p.width,
    height: p.height,
    pictureType: p.pictureType,
    greenscreen: p.greenscreen,
    // The background its set shows it on: a filled template places it there, as the print does.
    ...(p.greenscreen && defaultBackground ? { defaultBackground } : {}),
  },
  file: p.file,
  jobUuid,
});

export const fromUpload = (u: UploadRow): HeldImage => ({
  picture: {
    uuid: u.uuid,
    width: u.width,
    height: u.height,
    pictureType: 'UPLOAD',
    greenscreen: false,
  },
  file: u.file,
  jobUuid: null,
});

/** Of `uuids`, the pictures and uploads the user holds, by uuid (others are simply absent). */
export async function heldImages(
  db: Db,
  userUuid: string | null,
  uuids: readonly string[],
): Promise<Map<string, HeldImage>> {
  const held = new Map<string, HeldImage>();
  if (!userUuid || uuids.length === 0) return held;
  const wanted = [...new Set(uuids)];
  for (const row of await heldPictures(db, userUuid, wanted))
    held.set(row.picture.uuid, fromPicture(row.picture, row.jobUuid));
  const own = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userUuid, userUuid), inArray(uploads.uuid, wanted)));
  for (const row of own) held.set(row.uuid, fromUpload(row));
  return held;
}

/** A subject's picture set as the user holds it: its facts and pictures; null when not held. */
export async function heldSubject(db: Db, userUuid: string | null, subjectUuid: string) {
  if (!userUuid) return null;
  const [set] = await db
    .select({ set: pictureSets, subject: subjects, job: jobs, school: schools })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
    .innerJoin(schools, eq(schools.uuid, jobs.schoolUuid))
    .where(and(heldBy(userUuid), eq(subjects.uuid, subjectUuid)));
  if (!set) return null;
  const rows = set.set.available
    ? await db
        .select()
        .from(pictures)
        .where(eq(pictures.pictureSetUuid, set.set.uuid))
        .orderBy(asc(pictures.position))
    : [];
  const background = rows.some((p) => p.greenscreen)
    ? ((await jobBackgroundChoices(db, set.job.uuid))[0]?.uuid ?? null)
    : null;
  return {
    subject: set.subject,
    school: set.school,
    jobUuid: set.job.uuid,
    year: set.job.creationTime.getUTCFullYear(),
    /** Favourite first, as the cover picture the parent expects in the main slot. */
    pictures: [...rows]
      .sort(
        (a, b) => Number(b.keywords.includes('favorite')) - Number(a.keywords.includes('favorite')),
      )
      .map((p) => fromPicture(p, set.job.uuid, background)),
  };
}

export type HeldSubject = NonNullable<Awaited<ReturnType<typeof heldSubject>>>;

/** The user's newest picture set that has pictures (by-product pre-fills with it). */
export async function newestSubjectUuid(db: Db, userUuid: string | null): Promise<string | null> {
  if (!userUuid) return null;
  const rows = await db
    .select({ subject: pictureSets.subjectUuid, time: jobs.creationTime })
    .from(pictureSets)
    .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
    .where(and(heldBy(userUuid), eq(pictureSets.available, true)));
  rows.sort((a, b) => b.time.getTime() - a.time.getTime());
  return rows[0]?.subject ?? null;
}
