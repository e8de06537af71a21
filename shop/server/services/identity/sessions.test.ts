import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { carts, sessions, userPictureSets, users } from '../../db/schema';
import { DEMO_CODES } from '../../demo/demo-accounts';
import { openSeededTestDatabase } from '../../test/app';
import { findSetByCode } from '../codes/codes';
import { admitVisitor, createSession, loadSession } from './sessions';

describe('admitting visitors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
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

  it('loads sessions asked for at once with their users as the table holds them', async () => {
    const db = database.db;
    const [parent] = await db.select().from(users).where(eq(users.email, 'parent@keepsake.test'));
    const [staff] = await db.select().from(users).where(eq(users.email, 'support@keepsake.test'));
    const plain = await createSession(db, { userUuid: parent?.uuid ?? null, lang: 'nb' });
    const simulated = await createSession(db, {
      userUuid: parent?.uuid ?? null,
      simulatedByUuid: staff?.uuid ?? null,
    });
    const visitor = await createSession(db, { userUuid: null });
    const expired = await createSession(db, { userUuid: parent?.uuid ?? null });
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.id));
    const tokens = [plain, simulated, visitor, expired, plain].map((s) => s.token);
    const [a, b, c, d, e] = await Promise.all([
      ...tokens.map((t) => loadSession(db, t)),
      loadSession(db, 'no such token'),
    ]);
    expect(a).toEqual({ id: plain.id, user: parent, simulatedBy: null, lang: 'nb' });
    expect(b).toEqual({ id: simulated.id, user: parent, simulatedBy: staff, lang: null });
    expect(c).toEqual({ id: visitor.id, user: null, simulatedBy: null, lang: null });
    expect(d).toBeNull();
    // Two requests of one session get their own objects.
    expect(e).toEqual(a);
    expect(e?.user).not.toBe(a?.user);
    expect(await loadSession(db, 'no such token')).toBeNull();
  });
});
