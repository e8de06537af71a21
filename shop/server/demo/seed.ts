import { normaliseAccessCode } from '../../contract/codes';
import type { Db } from '../db/client';
import {
  accessCodes,
  backgrounds,
  jobs,
  menuItems,
  photographers,
  pictures,
  pictureSets,
  schools,
  shops,
  subjects,
  userPictureSets,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { BACKGROUNDS, JOBS, PHOTOGRAPHERS, SCHOOLS } from './catalogue';
import { writeDemoPictures } from './picture-files';
import { SETS } from './sets';
import {
  DEMO_CODES,
  DEMO_STAFF,
  DEMO_SUBJECTS,
  DEMO_USER,
  DEMO_USER_SUBJECTS,
  demoUuid,
} from './demo-accounts';
import { seedAssortment } from './assortment';
import { seedCheckout } from './checkout';
import { seedContent } from './content';
import { seedInspectionPackage } from './inspection';
import { seedProducts } from './products';
import { DEMO_SHOP, demoMenuRows, SHOP_UUID } from './shop';
import type { Storage } from '../storage';

const JOB_TYPES = {
  school: 'School photography',
  kindergarten: 'Kindergarten photography',
} as const;

/**
 * Seeds the demo shop: settings and menu, two schools with jobs and photographers, 14 subjects
 * with picture sets, pictures and codes, the demo parent and the staff user. Idempotent: rows
 * that exist are left alone, missing ones are added.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const sizes = await writeDemoPictures(storage);
  await db.transaction(async (tx) => {
    await tx.insert(shops).values(DEMO_SHOP).onConflictDoNothing();
    await tx.insert(menuItems).values(demoMenuRows()).onConflictDoNothing();
    await tx
      .insert(schools)
      .values(
        Object.entries(SCHOOLS).map(([key, name]) => ({
          uuid: demoUuid(`school:${key}`),
          shopUuid: SHOP_UUID,
          name,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(photographers)
      .values(
        Object.entries(PHOTOGRAPHERS).map(([key, name]) => ({
          uuid: demoUuid(`photographer:${key}`),
          name,
          logoUrl: null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(jobs)
      .values(
        JOBS.map((job) => ({
          uuid: demoUuid(`job:${job.key}`),
          schoolUuid: demoUuid(`school:${job.school}`),
          photographerUuid: demoUuid(`photographer:${job.photographer}`),
          name: job.name,
          jobTypeUuid: demoUuid(`job-type:${job.jobType}`),
          jobTypeName: JOB_TYPES[job.jobType],
          creationTime: new Date(job.creationTime),
          hasBeenInWebShop: job.hasBeenInWebShop,
          requireFineTunedPictures: job.requireFineTunedPictures,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(subjects)
      .values(
        SETS.map((set) => ({ uuid: DEMO_SUBJECTS[set.key], name: set.name, isGroup: set.group })),
      )
      .onConflictDoNothing();
    await tx
      .insert(pictureSets)
      .values(
        SETS.map((set) => ({
          uuid: demoUuid(`set:${set.key}`),
          subjectUuid: DEMO_SUBJECTS[set.key],
          jobUuid: demoUuid(`job:${set.job}`),
          available: set.available,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(pictures)
      .values(
        SETS.flatMap((set) =>
          set.pictures.map((p, position) => ({
            uuid: demoUuid(`picture:${set.key}:${p.file}`),
            pictureSetUuid: demoUuid(`set:${set.key}`),
            file: p.file,
            width: sizes.get(p.file)?.width ?? 0,
            height: sizes.get(p.file)?.height ?? 0,
            pictureType: p.type,
            groupPicture: p.type === 'GP',
            greenscreen: p.scene.kind === 'portrait' && p.scene.greenscreen,
            keywords: p.favorite ? ['favorite'] : [],
            position,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(accessCodes)
      .values(
        SETS.map((set) => ({
          code: normaliseAccessCode(DEMO_CODES[set.key]),
          pictureSetUuid: demoUuid(`set:${set.key}`),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(backgrounds)
      .values(
        BACKGROUNDS.map((bg) => ({
          uuid: demoUuid(`background:${bg.key}`),
          jobUuid: null,
          name: bg.name,
          file: `background-${bg.key}.jpg`,
          isDefault: bg.isDefault,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values([
        {
          uuid: demoUuid('user:parent'),
          email: DEMO_USER.email,
          name: DEMO_USER.name,
          passwordHash: await hashPassword(DEMO_USER.password),
          mobile: DEMO_USER.mobile,
          acceptMail: true,
          address: 'Bjørkeveien 4',
          postalCode: '0372',
          city: 'Oslo',
        },
        {
          uuid: demoUuid('user:staff'),
          email: DEMO_STAFF.email,
          name: DEMO_STAFF.name,
          passwordHash: await hashPassword(DEMO_STAFF.password),
          role: 'staff' as const,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(userPictureSets)
      .values(
        DEMO_USER_SUBJECTS.map((key) => ({
          userUuid: demoUuid('user:parent'),
          pictureSetUuid: demoUuid(`set:${key}`),
        })),
      )
      .onConflictDoNothing();
  });
  await seedProducts(db, storage);
  await seedContent(db);
  await seedCheckout(db);
  await seedAssortment(db);
  await seedInspectionPackage(db);
}

/** True when the database has no shop yet (first start). */
export async function needsSeed(db: Db): Promise<boolean> {
  const rows = await db.select({ uuid: shops.uuid }).from(shops).limit(1);
  return rows.length === 0;
}
