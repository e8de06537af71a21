import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { PictureSet } from '../../contract/picture-sets';
import { pictureUrl } from '../../contract/picture-sets';
import type { Db } from '../db/client';
import {
  carts,
  jobs,
  orderLines,
  orders,
  photographers,
  pictures,
  pictureSets,
  schools,
  subjects,
  userPictureSets,
} from '../db/schema';
import { batched } from '../lib/batch';
import { notAvailableMessage } from './codes';

/** What a user has bought and has in the cart, by picture uuid and by subject uuid. */
interface Holdings {
  boughtPictures: Set<string>;
  boughtSubjects: Set<string>;
  cartPictures: Set<string>;
  cartSubjects: Set<string>;
}

const noHoldings = (): Holdings => ({
  boughtPictures: new Set(),
  boughtSubjects: new Set(),
  cartPictures: new Set(),
  cartSubjects: new Set(),
});

/** Bought (confirmed orders) and cart lines of the users, in one statement. */
async function holdings(db: Db, userUuids: string[]): Promise<Map<string, Holdings>> {
  const line = {
    picture: orderLines.pictureUuid,
    subject: orderLines.subjectUuid,
    kind: sql<string | null>`${orderLines.data}->>'kind'`,
  };
  const rows = await unionAll(
    db
      .select({ userUuid: orders.userUuid, inCart: sql<boolean>`false`, ...line })
      .from(orderLines)
      .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
      .where(and(inArray(orders.userUuid, userUuids), isNotNull(orders.confirmTime))),
    db
      .select({ userUuid: carts.userUuid, inCart: sql<boolean>`true`, ...line })
      .from(orderLines)
      .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
      .where(inArray(carts.userUuid, userUuids)),
  );
  const byUser = new Map(userUuids.map((u) => [u, noHoldings()]));
  for (const { userUuid, inCart, picture, subject, kind } of rows) {
    const has = byUser.get(userUuid);
    if (!has) continue;
    if (picture !== null) (inCart ? has.cartPictures : has.boughtPictures).add(picture);
    // Only a digital-set line buys the whole set: a package (sent home for inspection, say)
    // also names just a subject, and must not unlock the portraits' downloads.
    else if (subject !== null && kind === 'digital-set') {
      (inCart ? has.cartSubjects : has.boughtSubjects).add(subject);
    }
  }
  return byUser;
}

interface SetsQuery {
  userUuid: string;
  onlySubject: string | undefined;
}

/**
 * The picture sets of every user asked for at once: three statements for the whole batch
 * (sets with their subject, job, school and photographer; their pictures; holdings).
 */
const loadPictureSets = batched(async (db: Db, queries: SetsQuery[]) => {
  const userUuids = [...new Set(queries.map((q) => q.userUuid))];
  const rows = await db
    .select({
      userUuid: userPictureSets.userUuid,
      set: pictureSets,
      subject: subjects,
      job: jobs,
      school: schools,
      photographer: photographers,
    })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
    .innerJoin(schools, eq(schools.uuid, jobs.schoolUuid))
    .innerJoin(photographers, eq(photographers.uuid, jobs.photographerUuid))
    .where(inArray(userPictureSets.userUuid, userUuids));
  if (rows.length === 0) return queries.map(() => []);
  const setUuids = [...new Set(rows.filter((r) => r.set.available).map((r) => r.set.uuid))];
  const allPictures =
    setUuids.length === 0
      ? []
      : await db
          .select()
          .from(pictures)
          .where(inArray(pictures.pictureSetUuid, setUuids))
          .orderBy(asc(pictures.position));
  const picturesBySet = new Map<string, (typeof allPictures)[number][]>();
  for (const p of allPictures) {
    const own = picturesBySet.get(p.pictureSetUuid);
    if (own) own.push(p);
    else picturesBySet.set(p.pictureSetUuid, [p]);
  }
  const has = await holdings(db, [...new Set(rows.map((r) => r.userUuid))]);
  rows.sort(
    (a, b) =>
      b.job.creationTime.getTime() - a.job.creationTime.getTime() ||
      a.subject.name.localeCompare(b.subject.name),
  );
  return queries.map(({ userUuid, onlySubject }) =>
    rows
      .filter((r) => r.userUuid === userUuid && (!onlySubject || r.subject.uuid === onlySubject))
      .map((row) =>
        toPictureSet(row, picturesBySet.get(row.set.uuid) ?? [], has.get(userUuid) ?? noHoldings()),
      ),
  );
});

/** The picture sets a user holds, newest job first; optionally only one subject's. */
export function listPictureSets(
  db: Db,
  userUuid: string,
  onlySubject?: string,
): Promise<PictureSet[]> {
  return loadPictureSets(db, { userUuid, onlySubject });
}

type SetRow = {
  set: typeof pictureSets.$inferSelect;
  subject: typeof subjects.$inferSelect;
  job: typeof jobs.$inferSelect;
  school: typeof schools.$inferSelect;
  photographer: typeof photographers.$inferSelect;
};

function toPictureSet(
  { set, subject, job, school, photographer }: SetRow,
  setPictures: (typeof pictures.$inferSelect)[],
  has: Holdings,
): PictureSet {
  const setBought = has.boughtSubjects.has(subject.uuid);
  const own = set.available ? setPictures : [];
  const cover =
    own.find((p) => p.keywords.includes('favorite')) ??
    own.find((p) => p.pictureType === 'IP') ??
    own[0];
  return {
    subject: { uuid: subject.uuid, name: subject.name, group: subject.isGroup },
    job: {
      uuid: job.uuid,
      name: job.name,
      creationTime: job.creationTime.toISOString(),
      hasBeenInWebShop: job.hasBeenInWebShop,
      requireFineTunedPictures: job.requireFineTunedPictures,
      isArchived: job.isArchived,
    },
    jobType: { uuid: job.jobTypeUuid, name: job.jobTypeName },
    photographer: {
      uuid: photographer.uuid,
      name: photographer.name,
      logo: photographer.logoUrl ? { url: photographer.logoUrl } : null,
    },
    school: { uuid: school.uuid, name: school.name },
    pictures: own.map((p) => ({
      uuid: p.uuid,
      width: p.width,
      height: p.height,
      pictureType: p.pictureType,
      groupPicture: p.groupPicture,
      bought: has.boughtPictures.has(p.uuid) || (p.pictureType === 'IP' && setBought),
      inCart: has.cartPictures.has(p.uuid),
      greenscreen: p.greenscreen,
      keywords: p.keywords,
    })),
    bought: setBought,
    inCart: has.cartSubjects.has(subject.uuid),
    year: job.creationTime.getUTCFullYear(),
    avatar: cover ? { url: pictureUrl(cover.uuid, { size: '320' }) } : null,
    notAvailableMessage: own.length === 0 ? notAvailableMessage(job) : null,
  };
}

/** A picture row when the user holds its (available) set; null otherwise. */
export async function pictureForUser(db: Db, userUuid: string | null, pictureUuid: string) {
  if (!userUuid) return null;
  const [row] = await db
    .select({ picture: pictures, jobUuid: pictureSets.jobUuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(
      userPictureSets,
      and(
        eq(userPictureSets.pictureSetUuid, pictureSets.uuid),
        eq(userPictureSets.userUuid, userUuid),
      ),
    )
    .where(and(eq(pictures.uuid, pictureUuid), eq(pictureSets.available, true)));
  return row ?? null;
}

/** Whether the user holds any picture set of the job (to see its green-screen backgrounds). */
export async function holdsJob(db: Db, userUuid: string | null, jobUuid: string): Promise<boolean> {
  if (!userUuid) return false;
  const rows = await db
    .select({ set: pictureSets.uuid })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .where(and(eq(userPictureSets.userUuid, userUuid), eq(pictureSets.jobUuid, jobUuid)))
    .limit(1);
  return rows.length > 0;
}
