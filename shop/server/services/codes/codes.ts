import { inArray, sql } from 'drizzle-orm';
import { Messages } from '../../../contract/errors';
import { normaliseAccessCode } from '../../../contract/codes';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import type { Subject } from '../../../contract/picture-sets';
import type { Db } from '../../db/client';
import { accessCodes, jobs, pictureSets, subjects, userPictureSets } from '../../db/schema';
import { batched, fromJsonRow, hotStatement } from '../../db/hot';

export interface CodeMatch {
  pictureSetUuid: string;
  available: boolean;
  subject: Subject;
  job: typeof jobs.$inferSelect;
}

/** The sets the codes open, with subject and job (the job as JSON: one field for PGlite). */
const readCodes = hotStatement<{
  code: string;
  set_uuid: string;
  available: boolean;
  subject_uuid: string;
  subject_name: string;
  subject_is_group: boolean;
  job: Record<string, unknown>;
}>(
  'access_codes_read',
  (codes) => sql`
    select c.code, ps.uuid as set_uuid, ps.available, s.uuid as subject_uuid,
      s.name as subject_name, s.is_group as subject_is_group, row_to_json(j) as job
    from ${accessCodes} c
    join ${pictureSets} ps on ps.uuid = c.picture_set_uuid
    join ${subjects} s on s.uuid = ps.subject_uuid
    join ${jobs} j on j.uuid = ps.job_uuid
    where c.code = any(array(select json_array_elements_text(${codes}::json)))`,
);

/** The sets the codes open, for every code asked for at once (one statement). */
const findSetsByCodes = batched(async (db: Db, codes: string[]) => {
  const rows = await readCodes(db, [JSON.stringify([...new Set(codes)])]);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((code): CodeMatch | null => {
    const row = byCode.get(code);
    if (!row) return null;
    return {
      pictureSetUuid: row.set_uuid,
      available: row.available,
      subject: { uuid: row.subject_uuid, name: row.subject_name, group: row.subject_is_group },
      job: fromJsonRow(jobs, row.job),
    };
  });
});

/** The picture set an access code opens, or null. Case, spaces and dashes are ignored. */
export async function findSetByCode(db: Db, rawCode: string): Promise<CodeMatch | null> {
  const code = normaliseAccessCode(rawCode);
  if (code.length === 0 || code.length > FIELD_LIMITS.code) return null;
  return findSetsByCodes(db, code);
}

/** Grants for every (user, set) asked for at once: one insert; true where the row is new. */
const grantSets = batched(
  async (db: Db, grants: { userUuid: string; pictureSetUuid: string }[]) => {
    const key = (g: { userUuid: string; pictureSetUuid: string }) =>
      `${g.userUuid} ${g.pictureSetUuid}`;
    const unique = [...new Map(grants.map((g) => [key(g), g])).values()];
    const inserted = await db
      .insert(userPictureSets)
      .values(unique)
      .onConflictDoNothing()
      .returning({
        userUuid: userPictureSets.userUuid,
        pictureSetUuid: userPictureSets.pictureSetUuid,
      });
    // Of two asks for the same grant in one batch, only the first one added it.
    const added = new Set(inserted.map(key));
    return grants.map((g) => added.delete(key(g)));
  },
);

/** Gives a user a picture set; false when the user already held it. */
export function grantSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  return grantSets(db, { userUuid, pictureSetUuid });
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

/** The message for a set without pictures (docs/rules/personalisation.md §8). */
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
