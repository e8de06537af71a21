import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { formatAccessCode } from '../../../contract/codes';
import { Messages } from '../../../contract/errors';
import type { StudioJob, StudioSubject } from '../../../contract/studio';
import type { Db } from '../../db/client';
import {
  accessCodes,
  jobs,
  orderDetails,
  orders,
  orderStatuses,
  photographers,
  pictures,
  pictureSets,
  schools,
  shops,
  subjects,
  userPictureSets,
} from '../../db/schema';
import { NotFound, Refused } from '../../lib/domain-errors';
import { randomAccessCode } from './codes';

/** Orders that ended without a sale: they count toward no job's sales. */
const UNSOLD = ['cancelled', 'refunded'] as const;

/**
 * The sales rule: an order counts toward a job when it was confirmed, is neither cancelled nor
 * refunded, and its buyer holds one of the job's picture sets (entered its code or was given
 * it); a subject has ordered when a parent holding its set has such an order. A parent holding
 * sets of two photo days counts toward both.
 */
async function salesRows(db: Db, jobUuids: string[]) {
  if (jobUuids.length === 0) return [];
  return db
    .selectDistinct({
      jobUuid: pictureSets.jobUuid,
      subjectUuid: pictureSets.subjectUuid,
      orderUuid: orders.uuid,
      total: orderDetails.total,
    })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(orders, eq(orders.userUuid, userPictureSets.userUuid))
    .innerJoin(orderStatuses, eq(orderStatuses.orderUuid, orders.uuid))
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .where(
      and(inArray(pictureSets.jobUuid, jobUuids), notInArray(orderStatuses.status, [...UNSOLD])),
    );
}

/**
 * Every photo day (or the one named), newest first, with its school, studio and currency: the
 * dashboard's jobs and the code letters' heading read it here.
 */
export function photoDays(db: Db, onlyJob?: string) {
  return db
    .select({
      uuid: jobs.uuid,
      key: jobs.importKey,
      name: jobs.name,
      school: schools.name,
      studio: photographers.name,
      contact: photographers.contact,
      photoDate: jobs.photoDate,
      orderDeadline: jobs.orderDeadline,
      currency: shops.currency,
    })
    .from(jobs)
    .innerJoin(schools, eq(schools.uuid, jobs.schoolUuid))
    .innerJoin(shops, eq(shops.uuid, schools.shopUuid))
    .innerJoin(photographers, eq(photographers.uuid, jobs.photographerUuid))
    .where(onlyJob === undefined ? undefined : eq(jobs.uuid, onlyJob))
    .orderBy(desc(jobs.creationTime), asc(jobs.uuid));
}

/** Every photo day, newest first, with its subjects, codes and sales. */
export async function studioJobs(db: Db, onlyJob?: string): Promise<StudioJob[]> {
  const rows = await photoDays(db, onlyJob);
  const uuids = rows.map((r) => r.uuid);
  if (uuids.length === 0) return [];
  const [subjectCounts, codeCounts, sales] = await Promise.all([
    db
      .select({ jobUuid: pictureSets.jobUuid, n: count() })
      .from(pictureSets)
      .where(inArray(pictureSets.jobUuid, uuids))
      .groupBy(pictureSets.jobUuid),
    db
      .select({ jobUuid: pictureSets.jobUuid, n: count() })
      .from(accessCodes)
      .innerJoin(pictureSets, eq(pictureSets.uuid, accessCodes.pictureSetUuid))
      .where(inArray(pictureSets.jobUuid, uuids))
      .groupBy(pictureSets.jobUuid),
    salesRows(db, uuids),
  ]);
  const subjectsOf = new Map(subjectCounts.map((r) => [r.jobUuid, r.n]));
  const codesOf = new Map(codeCounts.map((r) => [r.jobUuid, r.n]));
  const sold = new Map<string, { orders: Map<string, number>; subjects: Set<string> }>();
  for (const s of sales) {
    const job = sold.get(s.jobUuid) ?? { orders: new Map(), subjects: new Set() };
    // An order reached through two of the job's sets is counted once.
    job.orders.set(s.orderUuid, s.total);
    job.subjects.add(s.subjectUuid);
    sold.set(s.jobUuid, job);
  }
  // The studio and its contact are for the letters: the dashboard's job does not carry them.
  return rows.map(({ studio: _studio, contact: _contact, ...r }) => {
    const s = sold.get(r.uuid);
    return {
      ...r,
      subjects: subjectsOf.get(r.uuid) ?? 0,
      codes: codesOf.get(r.uuid) ?? 0,
      orders: s?.orders.size ?? 0,
      revenue: s ? [...s.orders.values()].reduce((a, b) => a + b, 0) : 0,
      orderedSubjects: s?.subjects.size ?? 0,
    };
  });
}

/** One photo day with its subjects (by class, then name), their codes and whether they ordered. */
export async function studioJob(
  db: Db,
  jobUuid: string,
): Promise<{ job: StudioJob; subjects: StudioSubject[] }> {
  const [job] = await studioJobs(db, jobUuid);
  if (!job) throw new NotFound();
  return { job, subjects: await jobSubjects(db, jobUuid) };
}

/**
 * The subjects of a photo day (or the one named), sorted by class, then name, as letters are
 * handed out class by class; each with how many pictures its set holds and its code, the oldest
 * if the set ever got more than one (null: none), stored normalised. The dashboard and the code
 * letters both list them from here.
 */
export async function photoDaySubjects(db: Db, jobUuid: string, onlySubject?: string) {
  const rows = await db
    .select({
      uuid: subjects.uuid,
      name: subjects.name,
      className: subjects.className,
      externalId: subjects.externalId,
      pictures: sql<number>`(select count(*)::int from ${pictures} where ${pictures.pictureSetUuid} = ${pictureSets.uuid})`,
      code: sql<
        string | null
      >`(select ${accessCodes.code} from ${accessCodes} where ${accessCodes.pictureSetUuid} = ${pictureSets.uuid} order by ${accessCodes.createdAt}, ${accessCodes.code} limit 1)`,
    })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(
      and(
        eq(pictureSets.jobUuid, jobUuid),
        onlySubject === undefined ? undefined : eq(subjects.uuid, onlySubject),
      ),
    )
    // Subjects of the same class and name keep one order: by uuid.
    .orderBy(subjects.uuid);
  const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });
  rows.sort(
    (a, b) =>
      collator.compare(a.className ?? '', b.className ?? '') || collator.compare(a.name, b.name),
  );
  return rows.map((r) => ({ ...r, pictures: Number(r.pictures) }));
}

async function jobSubjects(db: Db, jobUuid: string, onlySubject?: string) {
  const [rows, sales] = await Promise.all([
    photoDaySubjects(db, jobUuid, onlySubject),
    salesRows(db, [jobUuid]),
  ]);
  const ordered = new Set(sales.map((s) => s.subjectUuid));
  return rows.map((r) => ({
    ...r,
    code: r.code === null ? null : formatAccessCode(r.code),
    ordered: ordered.has(r.uuid),
  }));
}

/**
 * Gives a subject of the job a new code in place of the old (a letter lost, or a code passed
 * around): the old code stops opening the set at once, the new one opens the same pictures.
 * The set, its pictures and everything bought from it stay as they are, and parents who
 * already hold the set keep it. Both happen in one transaction, so the subject is never left
 * without a code, and two re-issues at once each leave exactly one code.
 */
export async function reissueCode(
  db: Db,
  jobUuid: string,
  subjectUuid: string,
): Promise<StudioSubject> {
  await db.transaction(async (tx) => {
    // Locks the set: a second re-issue waits here and then replaces this one's code.
    const [set] = await tx
      .select({ uuid: pictureSets.uuid })
      .from(pictureSets)
      .where(and(eq(pictureSets.jobUuid, jobUuid), eq(pictureSets.subjectUuid, subjectUuid)))
      .for('update');
    if (!set) throw new NotFound();
    const removed = await tx
      .delete(accessCodes)
      .where(eq(accessCodes.pictureSetUuid, set.uuid))
      .returning({ code: accessCodes.code });
    if (removed.length === 0) throw new Refused('no-code', Messages.subjectHasNoCode);
    // A drawn code that exists already (1 in 31^12) is drawn again.
    for (;;) {
      const [inserted] = await tx
        .insert(accessCodes)
        .values({ code: randomAccessCode(), pictureSetUuid: set.uuid })
        .onConflictDoNothing()
        .returning({ code: accessCodes.code });
      if (inserted) break;
    }
  });
  const [subject] = await jobSubjects(db, jobUuid, subjectUuid);
  if (!subject) throw new NotFound();
  return subject;
}
