import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { carts, sessions, userPictureSets, users } from '../db/schema';
import { DEMO_CODES } from '../demo/demo-accounts';
import { seedDemo } from '../demo/seed';
import { TEST_DATA_DIR } from '../test/app';
import { openTestDatabase } from '../test/database';
import { findSetByCode } from './codes';
import { admitVisitor, createSession } from './sessions';

describe('admitting visitors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, TEST_DATA_DIR);
  }, 120_000);
  afterAll(() => database.close());

  it('gives each visitor asking at once a user as the table holds it, a session and the set, and no cart yet', async () => {
    const db = database.db;
    const match = await findSetByCode(db, DEMO_CODES.maja);
    const setUuid = match?.pictureSetUuid ?? '';
    const existing = await createSession(db, { userUuid: null, lang: 'sv' });
    const [fresh, withSession, plain] = await Promise.all([
      admitVisitor(db, { sessionId: null, lang: 'nb', grantSetUuid: setUuid }),
      admitVisitor(db, { sessionId: existing.id, lang: 'sv', grantSetUuid: setUuid }),
      admitVisitor(db, { sessionId: null, lang: null }),
    ]);
    for (const visitor of [fresh, withSession, plain]) {
      const [stored] = await db
        .select()
        .from(users)
        .where(eq(users.uuid, visitor?.user.uuid ?? ''));
      expect(visitor?.user).toEqual(stored);
      expect(stored?.isAnonymous).toBe(true);
      const cart = await db
        .select()
        .from(carts)
        .where(eq(carts.userUuid, stored?.uuid ?? ''));
      // The cart is made when something is put in it.
      expect(cart).toHaveLength(0);
    }
    expect([fresh?.user.lang, withSession?.user.lang, plain?.user.lang]).toEqual([
      'nb',
      'sv',
      'en',
    ]);

    // A visitor without a session gets a new one; one with a session keeps it, now named.
    expect(withSession?.session).toBeNull();
    const [named] = await db.select().from(sessions).where(eq(sessions.id, existing.id));
    expect(named?.userUuid).toBe(withSession?.user.uuid);
    const [made] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, fresh?.session?.id ?? ''));
    expect(made).toMatchObject({ userUuid: fresh?.user.uuid, lang: 'nb' });
    expect(made?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const held = async (userUuid: string) =>
      (await db.select().from(userPictureSets).where(eq(userPictureSets.userUuid, userUuid))).map(
        (h) => h.pictureSetUuid,
      );
    expect(await held(fresh?.user.uuid ?? '')).toEqual([setUuid]);
    expect(await held(withSession?.user.uuid ?? '')).toEqual([setUuid]);
    expect(await held(plain?.user.uuid ?? '')).toEqual([]);
  });
});
