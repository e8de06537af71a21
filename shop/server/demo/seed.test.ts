// The demo shop is a studio's photo days imported by the studio's importer: what it holds must
// still be the demo the tests, journeys and README describe (sets.ts, catalogue.ts).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseAccessCode } from '../../contract/codes';
import { accessCodes, jobs, pictures, pictureSets, subjects } from '../db/schema';
import { sharedSeededDatabase } from '../test/hooks';
import { JOBS } from './catalogue';
import { DEMO_CODES, DEMO_SETS, DEMO_SUBJECTS } from './demo-accounts';
import { SETS } from './sets';

const database = sharedSeededDatabase();

describe('the demo shop, imported as photo days', () => {
  it('has each demo job under its key, with its name, date and publishing', async () => {
    const rows = await database().db.select().from(jobs).orderBy(asc(jobs.creationTime));
    expect(
      rows.map((j) => ({
        key: j.importKey,
        name: j.name,
        created: j.creationTime.toISOString(),
        published: j.hasBeenInWebShop,
        fineTune: j.requireFineTunedPictures,
      })),
    ).toEqual(
      [...JOBS]
        .sort((a, b) => a.creationTime.localeCompare(b.creationTime))
        .map((j) => ({
          key: j.key,
          name: j.name,
          created: new Date(j.creationTime).toISOString(),
          published: j.hasBeenInWebShop,
          fineTune: j.requireFineTunedPictures,
        })),
    );
  });

  it.each(SETS.map((set) => [set.key, set] as const))(
    "gives %s's set its subject, code and pictures in the demo's order",
    async (key, set) => {
      const [row] = await database()
        .db.select({
          subject: subjects.uuid,
          name: subjects.name,
          isGroup: subjects.isGroup,
          available: pictureSets.available,
          job: jobs.importKey,
        })
        .from(pictureSets)
        .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
        .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
        .where(eq(pictureSets.uuid, DEMO_SETS[key]));
      expect(row).toEqual({
        subject: DEMO_SUBJECTS[key],
        name: set.name,
        isGroup: set.group,
        available: set.available,
        job: set.job,
      });
      const codes = await database()
        .db.select({ code: accessCodes.code })
        .from(accessCodes)
        .where(eq(accessCodes.pictureSetUuid, DEMO_SETS[key]));
      expect(codes).toEqual([{ code: normaliseAccessCode(DEMO_CODES[key]) }]);
      const held = await database()
        .db.select({
          source: pictures.sourceName,
          type: pictures.pictureType,
          group: pictures.groupPicture,
          greenscreen: pictures.greenscreen,
          keywords: pictures.keywords,
          position: pictures.position,
        })
        .from(pictures)
        .where(eq(pictures.pictureSetUuid, DEMO_SETS[key]))
        .orderBy(asc(pictures.position));
      expect(held).toEqual(
        set.pictures.map((p, position) => ({
          source: `pictures/${p.file}`,
          type: p.type,
          group: p.type === 'GP',
          greenscreen: p.scene.kind === 'portrait' && p.scene.greenscreen,
          keywords: p.favorite ? ['favorite'] : [],
          position,
        })),
      );
    },
  );
});
