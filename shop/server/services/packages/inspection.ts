// Packages sent home for inspection: the parent cancels (or keeps) them per subject.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { InspectionSubject } from '../../../contract/packages';
import type { Db } from '../../db/client';
import { inspectionCancellations } from '../../db/schema';
import { packageForInspectionSubjects } from '../identity/account-settings';

type Subject = z.infer<typeof InspectionSubject>;

export async function inspectionSubjects(db: Db, userUuid: string): Promise<Subject[]> {
  const subjects = await packageForInspectionSubjects(db, userUuid);
  const cancelled = await db
    .select({ subjectUuid: inspectionCancellations.subjectUuid })
    .from(inspectionCancellations)
    .where(eq(inspectionCancellations.userUuid, userUuid));
  const set = new Set(cancelled.map((c) => c.subjectUuid));
  return subjects.map((s) => ({ ...s, cancelled: set.has(s.uuid) }));
}

/**
 * Stores the parent's choices; null (nothing stored) when a subject has no package of theirs
 * for inspection.
 */
export async function setInspectionCancellations(
  db: Db,
  userUuid: string,
  choices: readonly { uuid: string; cancelled: boolean }[],
): Promise<Subject[] | null> {
  const current = await inspectionSubjects(db, userUuid);
  if (choices.some((c) => !current.some((s) => s.uuid === c.uuid))) return null;
  const cancel = choices.filter((c) => c.cancelled).map((c) => c.uuid);
  const keep = choices.filter((c) => !c.cancelled).map((c) => c.uuid);
  if (keep.length)
    await db
      .delete(inspectionCancellations)
      .where(
        and(
          eq(inspectionCancellations.userUuid, userUuid),
          inArray(inspectionCancellations.subjectUuid, keep),
        ),
      );
  if (cancel.length)
    await db
      .insert(inspectionCancellations)
      .values(cancel.map((subjectUuid) => ({ userUuid, subjectUuid })))
      .onConflictDoNothing();
  return inspectionSubjects(db, userUuid);
}
