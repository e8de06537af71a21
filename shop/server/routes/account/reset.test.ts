import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema';
import { DEMO_USER } from '../../demo/demo-accounts';
import { sha256 } from '../../lib/crypto';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  // This file asks for many reminders to the demo parent; security/guess-limits.test.ts keeps
  // the limit per address.
  app = await createTestApp({ accountLimits: { reminders: { max: 100, windowMs: 60_000 } } });
});
afterAll(() => app.close());

const remind = (email: string) =>
  new Browser(app).get(
    `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`,
  );

/** Asks for a reminder and reads the reset code from the mailed link. */
async function mailedCode(): Promise<string> {
  const res = await remind(DEMO_USER.email);
  expect(res.json()).toEqual({
    message:
      'If there is an account with this e-mail address, we have sent it instructions to reset the password.',
  });
  const mails = await app.db.select().from(outbox).where(eq(outbox.to, DEMO_USER.email));
  const last = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const match = /\/reset-password\?resetcode=([A-Za-z0-9_-]+)/.exec(last?.text ?? '');
  expect(match?.[0]).toMatch(/^\/reset-password\?resetcode=/);
  expect(last?.text).toContain('http://shop.test/reset-password?resetcode=');
  return match?.[1] ?? '';
}

describe('password reminder and reset', () => {
  it("answers an invalid e-mail with 'Invalid email'", async () => {
    const res = await remind('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid email' });
  });

  it('gives the same message for an unknown address, and mails nothing', async () => {
    const before = (await app.db.select().from(outbox)).length;
    const res = await remind('nobody@keepsake.test');
    expect(res.statusCode).toBe(200);
    expect((await app.db.select().from(outbox)).length).toBe(before);
  });

  it('resets the password once with the mailed code and ends other sessions', async () => {
    const elsewhere = new Browser(app);
    await elsewhere.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const code = await mailedCode();
    const b = new Browser(app);
    expect((await b.get(`/api/webshop/reset-password/${code}`)).json()).toEqual({ valid: true });

    const short = await b.post(`/api/webshop/reset-password/${code}`, { password: ' 123456 ' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: "That's too short!" });

    const done = await b.post(`/api/webshop/reset-password/${code}`, { password: ' new-secret ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({});
    expect((await elsewhere.get('/api/webshop/user')).json()).toEqual({ user: null });
    const signIn = await new Browser(app).post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: 'new-secret',
    });
    expect(signIn.statusCode).toBe(200);

    // Single use.
    expect((await b.get(`/api/webshop/reset-password/${code}`)).json()).toEqual({ valid: false });
    const twice = await b.post(`/api/webshop/reset-password/${code}`, {
      password: 'another-secret',
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: 'Sorry, no account connected to this key' });

    // Put the demo password back for the other tests.
    const back = await mailedCode();
    await b.post(`/api/webshop/reset-password/${back}`, { password: DEMO_USER.password });
  });

  it('refuses an expired code', async () => {
    const code = await mailedCode();
    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.codeHash, sha256(code)));
    const b = new Browser(app);
    expect((await b.get(`/api/webshop/reset-password/${code}`)).json()).toEqual({ valid: false });
    const res = await b.post(`/api/webshop/reset-password/${code}`, { password: 'late-secret' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Sorry, no account connected to this key' });
  });

  it('refuses an unknown code', async () => {
    const b = new Browser(app);
    expect((await b.get('/api/webshop/reset-password/made-up')).json()).toEqual({ valid: false });
    expect(
      (await b.post('/api/webshop/reset-password/made-up', { password: 'whatever-1' })).statusCode,
    ).toBe(404);
  });

  it('lists the mails and their links on the development mailbox page', async () => {
    await mailedCode();
    // The mailbox as read on the shop's own machine (loopback, nothing forwarded).
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Reset your Keepsake password');
    expect(res.body).toMatch(
      /<a href="http:\/\/shop\.test\/reset-password\?resetcode=[A-Za-z0-9_-]+">/,
    );
  });
});
