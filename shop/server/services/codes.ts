import { and, eq, inArray } from 'drizzle-orm';
import { Messages } from '../../contract/errors';
import { normaliseAccessCode } from '../../contract/codes';
import type { Subject } from '../../contract/picture-sets';
import type { Db } from '../db/client';
import { accessCodes, jobs, pictureSets, subjects, userPictureSets } from '../db/schema';

export interface CodeMatch {
  pictureSetUuid: string;
  available: boolean;
  subject: Subject;
  job: typeof jobs.$inferSelect;
}

/** The picture set an access code opens, or null. Case, spaces and dashes are ignored. */
export async function findSetByCode(db: Db, rawCode: string): Promise<CodeMatch | null> {
  const code = normaliseAccessCode(rawCode);
  if (code.length === 0 || code.length > 64) return null;
  const [row] = await db
    .select({ set: pictureSets, subject: subjects, job: jobs })
    .from(accessCodes)
    .innerJoin(pictureSets, eq(pictureSets.uuid, accessCodes.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
    .where(eq(accessCodes.code, code));
  if (!row) return null;
  return {
    pictureSetUuid: row.set.uuid,
    available: row.set.available,
    subject: { uuid: row.subject.uuid, name: row.subject.name, group: row.subject.isGroup },
    job: row.job,
  };
}

/** Gives a user a picture set; false when the user already held it. */
export async function grantSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  const inserted = await db
    .insert(userPictureSets)
    .values({ userUuid, pictureSetUuid })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export async function holdsSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  const rows = await db
    .select({ u: userPictureSets.userUuid })
    .from(userPictureSets)
    .where(
      and(
        eq(userPictureSets.userUuid, userUuid),
        eq(userPictureSets.pictureSetUuid, pictureSetUuid),
      ),
    );
  return rows.length > 0;
}

/** Subject uuids of the given picture sets. */
export async function subjectsOfSets(db: Db, setUuids: string[]): Promise<string[]> {
  if (setUuids.length === 0) return [];
  const rows = await db
    .select({ subject: pictureSets.subjectUuid })
    .from(pictureSets)
    .where(inArray(pictureSets.uuid, setUuids));
  return rows.map((r) => r.subject);
}

/** The spec's message for a set without pictures (personalisation spec §8). */
export function notAvailableMessage(
  job: Pick<CodeMatch['job'], 'hasBeenInWebShop' | 'requireFineTunedPictures'>,
): string {
  return job.hasBeenInWebShop || job.requireFineTunedPictures
    ? Messages.picturesNotYetAvailable
    : Messages.noPicturesAvailable;
}

export function pictureSetPath(subjectUuid: string): string {
  return `/my-account/picture-sets/${subjectUuid}`;
}
