// Which picture sets one product may combine, checked on the server as the editor checks it in
// the browser: a design posted by hand must not hold pictures its photo days keep apart.
import { eq, inArray } from 'drizzle-orm';
import {
  OTHER_JOB,
  OTHER_JOB_TYPE,
  OTHER_PHOTOGRAPHER,
  OTHER_SUBJECT,
  sourceAllowed,
} from '../../../../engine/model/rules/subject';
import type {
  PictureSource,
  SubjectChangeMode,
  TemplateInstance,
} from '../../../../engine/model/types';
import type { Db } from '../../db/client';
import { jobs, pictures, pictureSets } from '../../db/schema';
import { Refused } from '../../lib/domain-errors';
import { placedImages } from './lines-check';

export const SubjectRuleMessages = {
  otherSubject: 'Only pictures of the same person can be combined in this product.',
  otherJob: 'Only pictures from the same photo session can be combined in this product.',
  otherJobType:
    'Only pictures from the same kind of photo session can be combined in this product.',
  otherPhotographer: "Pictures from different photographers can't be combined in this product.",
} as const;

const messageOf: Record<string, string> = {
  [OTHER_SUBJECT]: SubjectRuleMessages.otherSubject,
  [OTHER_JOB]: SubjectRuleMessages.otherJob,
  [OTHER_JOB_TYPE]: SubjectRuleMessages.otherJobType,
  [OTHER_PHOTOGRAPHER]: SubjectRuleMessages.otherPhotographer,
};

/** Where a set picture comes from, with what its photo day lets a product combine it with. */
export interface PictureOrigin extends PictureSource {
  /** 1 the same person, 2 the same photo day, 3 photo days of the same kind, 4 any (package mode). */
  subjectChange: number;
  mixPhotographers: boolean;
}

/**
 * Why these pictures may not share one product, or null. Each photo day speaks for its own
 * pictures, so of any two the stricter day decides: the narrower subject change, and no mixing of
 * photographers when either day forbids it. A parent's own uploads have no origin and are free.
 */
export function combinationRefusal(origins: readonly PictureOrigin[]): string | null {
  for (const [i, a] of origins.entries())
    for (const b of origins.slice(i + 1)) {
      const mode = Math.min(a.subjectChange, b.subjectChange) as SubjectChangeMode;
      const noMixingPhotographers = !a.mixPhotographers || !b.mixPhotographers;
      const allowed = sourceAllowed(mode, a, b, { noMixingPhotographers });
      if (!allowed.ok) return messageOf[allowed.reason] ?? allowed.reason;
    }
  return null;
}

/** The origins of the set pictures an instance holds (uploads and unknown uuids are left out). */
async function originsOf(db: Db, instance: TemplateInstance): Promise<PictureOrigin[]> {
  const uuids = new Set(placedImages(instance).map((p) => p.image.uuid));
  if (uuids.size === 0) return [];
  return db
    .select({
      subjectUuid: pictureSets.subjectUuid,
      jobUuid: jobs.uuid,
      jobTypeUuid: jobs.jobTypeUuid,
      photographerUuid: jobs.photographerUuid,
      subjectChange: jobs.subjectChange,
      mixPhotographers: jobs.mixPhotographers,
    })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
    .where(inArray(pictures.uuid, [...uuids]));
}

/**
 * Refuses (`subject-change-refused`) a design whose set pictures come from picture sets their
 * photo days do not let one product combine. Packages have their own rule and do not come here.
 */
export async function checkCombination(db: Db, instance: TemplateInstance): Promise<void> {
  const refusal = combinationRefusal(await originsOf(db, instance));
  if (refusal !== null) throw new Refused('subject-change-refused', refusal);
}
