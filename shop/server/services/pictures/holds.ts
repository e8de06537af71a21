import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictureSets, subjects, userPictureSets } from '../../db/schema';

/**
 * The one answer to "does this user hold this picture set": a set is the user's once it was
 * granted to them (a code entered, or signed in with one), whether or not its pictures are
 * available yet. Every set- and subject-level question below, and every query that reads more
 * around a held set, goes through `heldBy`; `held.ts` adds "and available" for single pictures.
 */

/**
 * The condition "this `picture_sets` row is held by the user", for a query that selects from
 * `pictureSets` (unaliased). `user` is a uuid, or a column of a statement that asks for many
 * users at once.
 */
export function heldBy(user: string | SQL): SQL {
  return sql`exists (select 1 from ${userPictureSets}
    where ${userPictureSets.userUuid} = ${user}
      and ${userPictureSets.pictureSetUuid} = ${pictureSets.uuid})`;
}

/** Whether the user holds the picture set. */
export async function holdsSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  const rows = await db
    .select({ set: pictureSets.uuid })
    .from(pictureSets)
    .where(and(eq(pictureSets.uuid, pictureSetUuid), heldBy(userUuid)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user holds any picture set (by a code, or signed in with one). */
export async function holdsAnySet(db: Db, userUuid: string): Promise<boolean> {
  const rows = await db
    .select({ set: pictureSets.uuid })
    .from(pictureSets)
    .where(heldBy(userUuid))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user holds any picture set of the job (to see its green-screen backgrounds). */
export async function holdsJob(db: Db, userUuid: string | null, jobUuid: string): Promise<boolean> {
  if (!userUuid) return false;
  const rows = await db
    .select({ set: pictureSets.uuid })
    .from(pictureSets)
    .where(and(eq(pictureSets.jobUuid, jobUuid), heldBy(userUuid)))
    .limit(1);
  return rows.length > 0;
}

/** How many picture sets the user holds. */
export async function heldSetCount(db: Db, userUuid: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pictureSets)
    .where(heldBy(userUuid));
  return row?.count ?? 0;
}

/** The uuids of the picture sets the user holds. */
export async function heldSetUuids(db: Db, userUuid: string): Promise<string[]> {
  const rows = await db.select({ set: pictureSets.uuid }).from(pictureSets).where(heldBy(userUuid));
  return rows.map((r) => r.set);
}

/**
 * The subjects of the picture sets the user holds, with their names; with `only`, just those
 * of these subjects (a subject the user does not hold is simply absent).
 */
export async function heldSubjects(
  db: Db,
  userUuid: string,
  only?: readonly string[],
): Promise<{ uuid: string; name: string; isGroup: boolean }[]> {
  if (only && only.length === 0) return [];
  return db
    .select({ uuid: subjects.uuid, name: subjects.name, isGroup: subjects.isGroup })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(
      and(
        heldBy(userUuid),
        only ? inArray(pictureSets.subjectUuid, [...new Set(only)]) : undefined,
      ),
    );
}
