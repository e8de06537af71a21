// Sessions as a parent's browser and an attacker see them: cookie flags, cross-site writes,
// session fixation, and nothing secret in the logs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_USER } from '../demo/demo-accounts';
import { CROSS_SITE_REFUSED } from '../plugins/cross-site';
import { captureStdout } from '../test/captured-stdout';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ limits: { max: 1000, windowMs: 60_000 } });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const login = { email: DEMO_USER.email, password: DEMO_USER.password };

describe('sessions', () => {
  it('keeps the session in an httpOnly, SameSite=Lax cookie', async () => {
    const res = await new Browser(app).post('/api/webshop/login', login);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//i);
  });

  it('gives a new session id on sign-in, so a planted one is useless', async () => {
    const browser = new Browser(app);
    await browser.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.noah}`);
    const before = browser.sessionToken;
    expect(before).toBeTruthy();
    await browser.post('/api/webshop/login', login);
    expect(browser.sessionToken).toBeTruthy();
    expect(browser.sessionToken).not.toBe(before);
    // The planted id no longer reaches the account.
    const planted = await app.inject({
      url: '/api/webshop/user',
      cookies: { keepsake_session: before ?? '' },
    });
    expect(planted.body).not.toContain(DEMO_USER.email);
  });

  it.each([
    ['another site in Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a sandboxed frame', { origin: 'null' }],
  ])('refuses a write from %s', async (_name, headers) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webshop/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(login),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: CROSS_SITE_REFUSED });
  });

  it('accepts the same write from the shop itself', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webshop/login',
      headers: { host: 'shop.test', origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
      payload: login,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a password or an access code', async () => {
    const stdout = captureStdout();
    const logged = await createTestApp({ logger: true });
    try {
      const browser = new Browser(logged);
      await browser.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.maja}`);
      await browser.post('/api/webshop/login', login);
      await browser.post('/api/webshop/login', {
        email: DEMO_USER.email,
        password: 'wrong-secret-99',
      });
    } finally {
      stdout.restore();
      await logged.close();
    }
    const log = stdout.text();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [DEMO_USER.password, 'wrong-secret-99', DEMO_CODES.maja]) {
      expect(log).not.toContain(secret);
    }
  }, 120_000);
});
