import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
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
import { notAvailableMessage } from './codes';

/** What a user has bought and has in the cart, by picture uuid and by subject uuid. */
interface Holdings {
  boughtPictures: Set<string>;
  boughtSubjects: Set<string>;
  cartPictures: Set<string>;
  cartSubjects: Set<string>;
}

async function holdings(db: Db, userUuid: string): Promise<Holdings> {
  const bought = await db
    .select({ picture: orderLines.pictureUuid, subject: orderLines.subjectUuid })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .where(and(eq(orders.userUuid, userUuid), isNotNull(orders.confirmTime)));
  const inCart = await db
    .select({ picture: orderLines.pictureUuid, subject: orderLines.subjectUuid })
    .from(orderLines)
    .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
    .where(eq(carts.userUuid, userUuid));
  // A line naming a subject but no picture is a whole digital set.
  const setLines = (rows: typeof bought) =>
    new Set(
      rows.filter((r) => r.picture === null && r.subject !== null).map((r) => r.subject as string),
    );
  const pictureLines = (rows: typeof bought) =>
    new Set(rows.filter((r) => r.picture !== null).map((r) => r.picture as string));
  return {
    boughtPictures: pictureLines(bought),
    boughtSubjects: setLines(bought),
    cartPictures: pictureLines(inCart),
    cartSubjects: setLines(inCart),
  };
}

/** The picture sets a user holds, newest job first; optionally only one subject's. */
export async function listPictureSets(
  db: Db,
  userUuid: string,
  onlySubject?: string,
): Promise<PictureSet[]> {
  const held = eq(userPictureSets.userUuid, userUuid);
  const rows = await db
    .select({
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
    .where(onlySubject ? and(held, eq(subjects.uuid, onlySubject)) : held);
  if (rows.length === 0) return [];
  const setUuids = rows.map((r) => r.set.uuid);
  const allPictures = await db
    .select()
    .from(pictures)
    .where(inArray(pictures.pictureSetUuid, setUuids))
    .orderBy(asc(pictures.position));
  const has = await holdings(db, userUuid);
  rows.sort(
    (a, b) =>
      b.job.creationTime.getTime() - a.job.creationTime.getTime() ||
      a.subject.name.localeCompare(b.subject.name),
  );
  return rows.map(({ set, subject, job, school, photographer }) => {
    const setBought = has.boughtSubjects.has(subject.uuid);
    const own = set.available ? allPictures.filter((p) => p.pictureSetUuid === set.uuid) : [];
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
  });
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
