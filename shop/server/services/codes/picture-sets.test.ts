import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { carts, orderLines, orders, pictures, pictureSets, users } from '../../db/schema';
import { DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { openSeededTestDatabase } from '../../test/app';
import { newUuid } from '../../lib/crypto';
import { listPictureSets } from './picture-sets';

describe('picture sets with what the user bought and has in the cart', () => {
  let database: Database;
  let parent = '';
  let emmaPictures: string[] = [];
  let jonasPictures: string[] = [];
  beforeAll(async () => {
    database = await openSeededTestDatabase();
    const db = database.db;
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_USER.email));
    parent = user?.uuid ?? '';
    const picturesOf = async (subject: string) =>
      (
        await db
          .select({ uuid: pictures.uuid })
          .from(pictures)
          .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
          .where(eq(pictureSets.subjectUuid, subject))
          .orderBy(pictures.position)
      ).map((p) => p.uuid);
    emmaPictures = await picturesOf(DEMO_SUBJECTS.emma);
    jonasPictures = await picturesOf(DEMO_SUBJECTS.jonas);

    const line = (owner: { orderUuid?: string; cartUuid?: string }, held: object) => ({
      uuid: newUuid(),
      ...owner,
      type: 0,
      quantity: 1,
      description: '',
      linePrice: 0,
      actualLinePrice: 0,
      ...held,
    });
    const confirmed = newUuid();
    const unconfirmed = newUuid();
    const cart = newUuid();
    await db.insert(orders).values([
      { uuid: confirmed, userUuid: parent, currency: 'NOK', confirmTime: new Date() },
      { uuid: unconfirmed, userUuid: parent, currency: 'NOK' },
    ]);
    await db.insert(carts).values({ uuid: cart, userUuid: parent, currency: 'NOK' });
    await db.insert(orderLines).values([
      // Bought: one of Emma's pictures, and Jonas's whole digital set.
      line({ orderUuid: confirmed }, { pictureUuid: emmaPictures[1] }),
      line(
        { orderUuid: confirmed },
        { subjectUuid: DEMO_SUBJECTS.jonas, data: { kind: 'digital-set' } },
      ),
      // A package names Emma only as its subject: it buys no picture.
      line(
        { orderUuid: confirmed },
        { subjectUuid: DEMO_SUBJECTS.emma, data: { kind: 'package' } },
      ),
      // Not confirmed: not bought.
      line({ orderUuid: unconfirmed }, { pictureUuid: emmaPictures[2] }),
      // In the cart: one of Emma's pictures and Emma's digital set.
      line({ cartUuid: cart }, { pictureUuid: emmaPictures[3] }),
      line({ cartUuid: cart }, { subjectUuid: DEMO_SUBJECTS.emma, data: { kind: 'digital-set' } }),
    ]);
  }, 120_000);
  afterAll(() => database.close());

  it('marks bought and in-cart pictures and sets', async () => {
    const sets = await listPictureSets(database.db, parent);
    expect(sets.map((s) => s.subject.uuid).sort()).toEqual(
      [DEMO_SUBJECTS.emma, DEMO_SUBJECTS.jonas].sort(),
    );
    const emma = sets.find((s) => s.subject.uuid === DEMO_SUBJECTS.emma);
    const jonas = sets.find((s) => s.subject.uuid === DEMO_SUBJECTS.jonas);
    expect(emma?.pictures.map((p) => p.uuid)).toEqual(emmaPictures);
    expect(emma?.pictures.map((p) => p.bought)).toEqual(emmaPictures.map((_, i) => i === 1));
    expect(emma?.pictures.map((p) => p.inCart)).toEqual(emmaPictures.map((_, i) => i === 3));
    expect(emma).toMatchObject({ bought: false, inCart: true });
    // A bought digital set buys its portraits (IP), not the group or sibling pictures.
    expect(jonas).toMatchObject({ bought: true, inCart: false });
    expect(jonas?.pictures.map((p) => p.uuid)).toEqual(jonasPictures);
    expect(jonas?.pictures.map((p) => p.bought)).toEqual(
      jonas?.pictures.map((p) => p.pictureType === 'IP'),
    );
  });

  it('answers asks made at once as it answers each alone', async () => {
    const db = database.db;
    const asks: [string, string | undefined][] = [
      [parent, undefined],
      [parent, DEMO_SUBJECTS.emma],
      [parent, DEMO_SUBJECTS.sofie],
      [newUuid(), undefined],
      [parent, DEMO_SUBJECTS.jonas],
      [parent, DEMO_SUBJECTS.emma],
    ];
    const together = await Promise.all(asks.map(([u, s]) => listPictureSets(db, u, s)));
    const alone = [];
    for (const [u, s] of asks) alone.push(await listPictureSets(db, u, s));
    expect(together).toEqual(alone);
    expect(together.map((sets) => sets.map((s) => s.subject.uuid))).toEqual([
      alone[0]?.map((s) => s.subject.uuid),
      [DEMO_SUBJECTS.emma],
      [],
      [],
      [DEMO_SUBJECTS.jonas],
      [DEMO_SUBJECTS.emma],
    ]);
    // Each answer is its own: a caller changing its sets changes nobody else's.
    expect(together[1]?.[0]).not.toBe(together[5]?.[0]);
  });
});
