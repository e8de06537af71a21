import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs, pictureSets, subjects } from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS } from '../../demo/demo-accounts';
import { openSeededTestDatabase } from '../../test/app';
import { findSetByCode } from './codes';

describe('finding the set a code opens', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  it('answers codes asked for at once with their sets, subjects and jobs as the tables hold them', async () => {
    const db = database.db;
    const asked = [DEMO_CODES.ingrid, 'nope-nope-nope', ' emma 7q4k-2rwd ', DEMO_CODES.ingrid, ''];
    const [ingrid, nope, emma, again, empty] = await Promise.all(
      asked.map((code) => findSetByCode(db, code)),
    );
    for (const [match, subject] of [
      [ingrid, DEMO_SUBJECTS.ingrid],
      [emma, DEMO_SUBJECTS.emma],
    ] as const) {
      const [row] = await db
        .select({ set: pictureSets, subject: subjects, job: jobs })
        .from(pictureSets)
        .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
        .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
        .where(eq(pictureSets.subjectUuid, subject));
      expect(match).toEqual({
        pictureSetUuid: row?.set.uuid,
        available: row?.set.available,
        subject: { uuid: subject, name: row?.subject.name, group: row?.subject.isGroup },
        job: row?.job,
      });
    }
    expect(ingrid?.available).toBe(false);
    expect(again).toEqual(ingrid);
    expect(again?.job).not.toBe(ingrid?.job);
    expect(nope).toBeNull();
    expect(empty).toBeNull();
  });
});
