import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { pictures, pictureSets } from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { openSeededTestDatabase } from '../../test/app';
import { findSetByCode, grantSet } from '../codes/codes';
import { createAnonymousUser, findUserByEmail } from '../identity/users';
import { heldPicture } from './held';
import { heldSetCount, heldSetUuids, heldSubjects, holdsAnySet, holdsJob, holdsSet } from './holds';

describe('what a user holds', () => {
  let database: Database;
  let parent: string;
  let newcomer: string;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
    parent = (await findUserByEmail(database.db, DEMO_USER.email))?.uuid ?? '';
    newcomer = (await createAnonymousUser(database.db, 'en')).uuid;
  }, 120_000);
  afterAll(() => database.close());

  const setOf = async (code: string) => {
    const match = await findSetByCode(database.db, code);
    if (!match) throw new Error(`no set for ${code}`);
    return match;
  };

  it('answers for the demo parent: the two children, nothing of anyone else', async () => {
    const db = database.db;
    const emma = await setOf(DEMO_CODES.emma);
    const sofie = await setOf(DEMO_CODES.sofie);
    expect(await holdsSet(db, parent, emma.pictureSetUuid)).toBe(true);
    expect(await holdsSet(db, parent, sofie.pictureSetUuid)).toBe(false);
    expect(await holdsAnySet(db, parent)).toBe(true);
    expect(await heldSetCount(db, parent)).toBe(2);
    expect((await heldSubjects(db, parent)).map((s) => s.uuid).sort()).toEqual(
      [DEMO_SUBJECTS.emma, DEMO_SUBJECTS.jonas].sort(),
    );
    expect(await heldSubjects(db, parent, [DEMO_SUBJECTS.emma, DEMO_SUBJECTS.sofie])).toEqual([
      { uuid: DEMO_SUBJECTS.emma, name: emma.subject.name, isGroup: false },
    ]);
    expect(await heldSubjects(db, parent, [])).toEqual([]);
    expect(await holdsJob(db, parent, emma.job.uuid)).toBe(true);
    expect(await holdsJob(db, null, emma.job.uuid)).toBe(false);
  });

  it('holds a set from the moment it is granted, its pictures only once it is available', async () => {
    const db = database.db;
    const ingrid = await setOf(DEMO_CODES.ingrid);
    expect(ingrid.available).toBe(false);
    expect(await holdsAnySet(db, newcomer)).toBe(false);
    expect(await heldSetUuids(db, newcomer)).toEqual([]);
    expect(await holdsJob(db, newcomer, ingrid.job.uuid)).toBe(false);

    await grantSet(db, newcomer, ingrid.pictureSetUuid);
    expect(await holdsSet(db, newcomer, ingrid.pictureSetUuid)).toBe(true);
    expect(await heldSetUuids(db, newcomer)).toEqual([ingrid.pictureSetUuid]);
    expect(await holdsJob(db, newcomer, ingrid.job.uuid)).toBe(true);
    const [picture] = await db
      .select({ uuid: pictures.uuid })
      .from(pictures)
      .where(eq(pictures.pictureSetUuid, ingrid.pictureSetUuid));
    if (!picture) throw new Error('the set has no pictures');
    expect(await heldPicture(db, newcomer, picture.uuid)).toBeNull();

    await db
      .update(pictureSets)
      .set({ available: true })
      .where(eq(pictureSets.uuid, ingrid.pictureSetUuid));
    expect(await heldPicture(db, newcomer, picture.uuid)).toMatchObject({
      subjectUuid: DEMO_SUBJECTS.ingrid,
      jobUuid: ingrid.job.uuid,
    });
    expect(await heldSetCount(db, newcomer)).toBe(1);
  });
});
