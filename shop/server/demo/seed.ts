import path from 'node:path';
import type { Db } from '../db/client';
import { backgrounds, menuItems, shops, userPictureSets, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { importPhotoDay } from '../services/studio/import';
import { issueText } from '../services/studio/messages';
import { BACKGROUNDS } from './catalogue';
import { DEMO_SETS, DEMO_STAFF, DEMO_USER, DEMO_USER_SUBJECTS, demoUuid } from './demo-accounts';
import { writeDemoBackgrounds } from './picture-files';
import { demoPhotoDays } from './photo-day';
import { seedAssortment } from './assortment';
import { seedShopCases } from './cases-shop-seed';
import { seedCheckout } from './checkout';
import { seedContent } from './content';
import { seedInspectionPackage } from './inspection';
import { seedProducts } from './products';
import { DEMO_SHOP, demoMenuRows } from './shop';
import type { Storage } from '../storage';

/**
 * Seeds the demo shop: settings and menu; its photo days (two schools with jobs and
 * photographers, 14 subjects with picture sets, pictures and codes) imported by the studio's
 * importer from the folders `photo-day.ts` writes; the demo parent and the staff user.
 * Idempotent: rows that exist are left alone (a photo day imported again changes nothing),
 * missing ones are added.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  await writeDemoBackgrounds(storage);
  await db.transaction(async (tx) => {
    await tx.insert(shops).values(DEMO_SHOP).onConflictDoNothing();
    await tx.insert(menuItems).values(demoMenuRows()).onConflictDoNothing();
  });
  // The schools, jobs, children, pictures and codes come in as a studio's photo days do.
  for (const folder of await demoPhotoDays()) {
    const report = await importPhotoDay(db, storage, folder);
    if (!report.ok) {
      const issues = report.issues.map((issue) => issueText(issue, 'en')).join('; ');
      throw new Error(`The demo photo day ${path.basename(folder)} was refused: ${issues}`);
    }
  }
  await db.transaction(async (tx) => {
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
          pictureSetUuid: DEMO_SETS[key],
        })),
      )
      .onConflictDoNothing();
  });
  await seedProducts(db, storage);
  await seedContent(db);
  await seedCheckout(db);
  await seedAssortment(db);
  await seedInspectionPackage(db);
  await seedShopCases(db);
}

/** True when the database has no shop yet (first start). */
export async function needsSeed(db: Db): Promise<boolean> {
  const rows = await db.select({ uuid: shops.uuid }).from(shops).limit(1);
  return rows.length === 0;
}
