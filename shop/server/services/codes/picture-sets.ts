import { sql } from 'drizzle-orm';
import type { Picture, PictureSet } from '../../../contract/picture-sets';
import { pictureUrl } from '../../../contract/picture-sets';
import type { Db } from '../../db/client';
import { heldBy } from '../pictures/holds';
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
} from '../../db/schema';
import { batched, hotStatement } from '../../db/hot';
import { notAvailableMessage } from './codes';

/** What a user has bought and has in the cart, by picture uuid and by subject uuid. */
interface Holdings {
  boughtPictures: Set<string>;
  boughtSubjects: Set<string>;
  cartPictures: Set<string>;
  cartSubjects: Set<string>;
}

interface SetsQuery {
  userUuid: string;
  onlySubject: string | undefined;
}

/** A set as the statement writes it (json_build_object). */
interface SetJson {
  subject: { uuid: string; name: string; isGroup: boolean };
  job: {
    uuid: string;
    name: string;
    creationTime: string;
    hasBeenInWebShop: boolean;
    requireFineTunedPictures: boolean;
    isArchived: boolean;
    jobTypeUuid: string;
    jobTypeName: string;
    editor: PictureSet['job']['editor'];
  };
  photographer: { uuid: string; name: string; logoUrl: string | null };
  school: { uuid: string; name: string };
  /** In order; empty while the set is not available. */
  pictures: Omit<Picture, 'bought' | 'inCart'>[];
}

/** A line of a confirmed order (bought) or of the cart: a picture, or a set by its subject. */
type HeldJson = [inCart: boolean, pictureUuid: string | null, subjectUuid: string | null];

/**
 * Only a picture line or a digital-set line holds anything: a package (sent home for
 * inspection, say) also names just a subject, and must not unlock the portraits' downloads
 * unless the digital set is one of the items bought with it (`packageSetLine`).
 */
const holdingLine = sql`(${orderLines.pictureUuid} is not null
  or (${orderLines.subjectUuid} is not null and ${orderLines.data}->>'kind' = 'digital-set'))`;

/** A package line whose items include the digital set: once bought, it holds its subject's set. */
const packageSetLine = sql`(${orderLines.data}->>'kind' = 'package'
  and ${orderLines.data}->'packageItems' @> '[{"type":"DIGITAL_SET"}]'::jsonb)`;

/**
 * Per ask, one row: the user's sets (with subject, job, school, photographer and, when
 * available, the pictures in order) and the lines the user bought or has in the cart. The asks
 * travel as one JSON parameter, so the statement is the same for any batch (and prepared).
 */
const readSets = hotStatement<{
  i: number;
  sets: SetJson[] | null;
  held: HeldJson[] | null;
}>(
  'picture_sets_read',
  (asks) => sql`
  with asked as (
    select * from json_to_recordset(${asks}::json) as a(i int, user_uuid text, only_subject text)
  )
  select asked.i,
    (select json_agg(json_build_object(
        'subject', json_build_object('uuid', ${subjects.uuid}, 'name', ${subjects.name},
          'isGroup', ${subjects.isGroup}),
        'job', json_build_object('uuid', ${jobs.uuid}, 'name', ${jobs.name},
          'creationTime', ${jobs.creationTime}, 'hasBeenInWebShop', ${jobs.hasBeenInWebShop},
          'requireFineTunedPictures', ${jobs.requireFineTunedPictures},
          'isArchived', ${jobs.isArchived}, 'jobTypeUuid', ${jobs.jobTypeUuid},
          'jobTypeName', ${jobs.jobTypeName},
          'editor', json_build_object('subjectChange', ${jobs.subjectChange},
            'imageToolbox', ${jobs.imageToolbox}, 'backgrounds', ${jobs.backgrounds},
            'templateChange', ${jobs.templateChange}, 'ownPhotos', ${jobs.ownPhotos},
            'mixPhotographers', ${jobs.mixPhotographers})),
        'photographer', json_build_object('uuid', ${photographers.uuid},
          'name', ${photographers.name}, 'logoUrl', ${photographers.logoUrl}),
        'school', json_build_object('uuid', ${schools.uuid}, 'name', ${schools.name}),
        'pictures', case when ${pictureSets.available} then coalesce(
          (select json_agg(json_build_object('uuid', p.uuid, 'width', p.width,
              'height', p.height, 'pictureType', p.picture_type,
              'groupPicture', p.group_picture, 'greenscreen', p.greenscreen,
              'keywords', p.keywords) order by p.position)
            from ${pictures} p where p.picture_set_uuid = ${pictureSets.uuid}),
          '[]') else '[]' end))
      from ${pictureSets}
      join ${subjects} on ${subjects.uuid} = ${pictureSets.subjectUuid}
      join ${jobs} on ${jobs.uuid} = ${pictureSets.jobUuid}
      join ${schools} on ${schools.uuid} = ${jobs.schoolUuid}
      join ${photographers} on ${photographers.uuid} = ${jobs.photographerUuid}
      where ${heldBy(sql`asked.user_uuid`)}
        and (asked.only_subject is null or ${pictureSets.subjectUuid} = asked.only_subject)
    ) as sets,
    (select json_agg(json_build_array(h.in_cart, h.picture_uuid, h.subject_uuid)) from (
        select false as in_cart, ${orderLines.pictureUuid},
          coalesce(${orderLines.subjectUuid}, ${orderLines.data}->>'subjectUuid') as subject_uuid
        from ${orders} join ${orderLines} on ${orderLines.orderUuid} = ${orders.uuid}
        where ${orders.userUuid} = asked.user_uuid and ${orders.confirmTime} is not null
          and (${holdingLine} or ${packageSetLine})
        union all
        select true, ${orderLines.pictureUuid}, ${orderLines.subjectUuid}
        from ${carts} join ${orderLines} on ${orderLines.cartUuid} = ${carts.uuid}
        where ${carts.userUuid} = asked.user_uuid and ${holdingLine}
      ) h
    ) as held
  from asked`,
);

/**
 * The picture sets of every user asked for at once, in one statement for the whole batch
 * (sets, pictures and holdings used to be three, each about a millisecond of PGlite's thread).
 */
const loadPictureSets = batched(async (db: Db, queries: SetsQuery[]) => {
  // Two hundred requests of one parent are one ask.
  const keyOf = (q: SetsQuery) => `${q.userUuid} ${q.onlySubject ?? ''}`;
  const asks = [...new Map(queries.map((q) => [keyOf(q), q])).values()];
  const json = JSON.stringify(
    asks.map((q, i) => ({ i, user_uuid: q.userUuid, only_subject: q.onlySubject ?? null })),
  );
  const rows = await readSets(db, [json]);
  const found = new Map<string, { sets: SetJson[]; has: Holdings }>();
  for (const row of rows) {
    const ask = asks[row.i];
    if (ask) found.set(keyOf(ask), { sets: row.sets ?? [], has: toHoldings(row.held ?? []) });
  }
  // Each caller gets its own objects, as from a statement of its own.
  return queries.map((q) => {
    const one = found.get(keyOf(q));
    return one ? toPictureSets(one.sets, one.has) : [];
  });
});

/** The picture sets a user holds, newest job first; optionally only one subject's. */
export function listPictureSets(
  db: Db,
  userUuid: string,
  onlySubject?: string,
): Promise<PictureSet[]> {
  return loadPictureSets(db, { userUuid, onlySubject });
}

function toHoldings(lines: HeldJson[]): Holdings {
  const has: Holdings = {
    boughtPictures: new Set(),
    boughtSubjects: new Set(),
    cartPictures: new Set(),
    cartSubjects: new Set(),
  };
  for (const [inCart, picture, subject] of lines) {
    if (picture !== null) (inCart ? has.cartPictures : has.boughtPictures).add(picture);
    else if (subject !== null) (inCart ? has.cartSubjects : has.boughtSubjects).add(subject);
  }
  return has;
}

function toPictureSets(sets: SetJson[], has: Holdings): PictureSet[] {
  return sets
    .map((set) => ({ set, created: new Date(set.job.creationTime) }))
    .sort(
      (a, b) =>
        b.created.getTime() - a.created.getTime() ||
        a.set.subject.name.localeCompare(b.set.subject.name),
    )
    .map(({ set, created }) => toPictureSet(set, created, has));
}

function toPictureSet(
  { subject, job, photographer, school, pictures: own }: SetJson,
  created: Date,
  has: Holdings,
): PictureSet {
  const setBought = has.boughtSubjects.has(subject.uuid);
  const cover =
    own.find((p) => p.keywords.includes('favorite')) ??
    own.find((p) => p.pictureType === 'IP') ??
    own[0];
  return {
    subject: { uuid: subject.uuid, name: subject.name, group: subject.isGroup },
    job: {
      uuid: job.uuid,
      name: job.name,
      creationTime: created.toISOString(),
      hasBeenInWebShop: job.hasBeenInWebShop,
      requireFineTunedPictures: job.requireFineTunedPictures,
      isArchived: job.isArchived,
      editor: job.editor,
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
      keywords: [...p.keywords],
    })),
    bought: setBought,
    inCart: has.cartSubjects.has(subject.uuid),
    year: created.getUTCFullYear(),
    avatar: cover ? { url: pictureUrl(cover.uuid, { size: '320' }) } : null,
    notAvailableMessage: own.length === 0 ? notAvailableMessage(job) : null,
  };
}
