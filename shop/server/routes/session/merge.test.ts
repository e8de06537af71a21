import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orderLines, sessions, users } from '../../db/schema';
import { DEMO_CODES, DEMO_USER } from '../../demo/demo-accounts';
import { newUuid } from '../../lib/crypto';
import { pruneSessions } from '../../services/identity/sessions';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const login = (b: Browser) =>
  b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });

describe('signing in after shopping anonymously', () => {
  it("moves the anonymous user's cart lines into the account's cart", async () => {
    const b = new Browser(app);
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.filip}`);
    const anonymous = (await b.get('/api/webshop/user')).json().user;
    // A cart is made when the first line goes in (the code gave the user none yet).
    expect(await app.db.select().from(carts).where(eq(carts.userUuid, anonymous.uuid))).toEqual([]);
    const cartUuid = newUuid();
    await app.db
      .insert(carts)
      .values({ uuid: cartUuid, userUuid: anonymous.uuid, currency: 'NOK' });
    const lineUuid = newUuid();
    await app.db.insert(orderLines).values({
      uuid: lineUuid,
      cartUuid,
      type: 0,
      productUuid: newUuid(),
      productName: 'Test print 13x18',
      productType: 0,
      quantity: 2,
      description: 'Test print 13x18',
      linePrice: 19_800,
      actualLinePrice: 19_800,
    });
    expect((await b.get('/api/webshop/cart')).json().orderLines).toHaveLength(1);
    expect((await login(b)).statusCode).toBe(200);
    const cart = (await b.get('/api/webshop/cart')).json();
    expect(cart.orderLines.map((l: { uuid: string }) => l.uuid)).toContain(lineUuid);
    expect(cart.summary.totalPrice.amount).toBeGreaterThanOrEqual(19_800);
    expect(await app.db.select().from(users).where(eq(users.uuid, anonymous.uuid))).toEqual([]);
  });
});

describe('pruning', () => {
  it('forgets expired sessions and the anonymous users they held', async () => {
    const b = new Browser(app);
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.ella}`);
    const anonymous = (await b.get('/api/webshop/user')).json().user;
    const long = new Date(Date.now() - 40 * 86_400_000);
    await app.db
      .update(sessions)
      .set({ expiresAt: long })
      .where(eq(sessions.userUuid, anonymous.uuid));
    await app.db.update(users).set({ createdAt: long }).where(eq(users.uuid, anonymous.uuid));
    await pruneSessions(app.db);
    expect(await app.db.select().from(users).where(eq(users.uuid, anonymous.uuid))).toEqual([]);
    expect((await b.get('/api/webshop/user')).json()).toEqual({ user: null });
    const parent = await login(new Browser(app));
    expect(parent.statusCode).toBe(200);
  });
});
