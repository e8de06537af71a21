// What production mode (NODE_ENV=production) promises inside the app: no development pages and
// session cookies marked Secure, whatever PUBLIC_URL a test config carries.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_USER } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ production: true });
});
afterAll(() => app.close());

describe('production mode', () => {
  it('has no development mailbox, not even for the shop machine or staff', async () => {
    const local = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(local.statusCode).toBe(404);
    expect(local.json()).toEqual({ error: 'Not found' });
    const staff = new Browser(app);
    await staff.post('/api/webshop/login', {
      email: DEMO_STAFF.email,
      password: DEMO_STAFF.password,
    });
    expect((await staff.get('/dev/mailbox')).statusCode).toBe(404);
  });

  it('has no test phone page of the built-in mobile gateway, for anyone', async () => {
    const url = '/test-payments/phone/00000000-0000-4000-8000-000000000000';
    const local = await app.inject({ method: 'GET', url });
    expect(local.statusCode).toBe(404);
    expect(local.json()).toEqual({ error: 'Not found' });
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect((await parent.get(url)).statusCode).toBe(404);
  });

  it('marks the session cookie Secure when it is set and when it is cleared', async () => {
    const parent = new Browser(app);
    const login = await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect(login.statusCode).toBe(200);
    const set = String(login.headers['set-cookie']);
    expect(set).toMatch(/^keepsake_session=[^;]+;/);
    expect(set).toMatch(/; Secure(;|$)/);
    expect(set).toMatch(/; HttpOnly(;|$)/);
    const logout = await parent.post('/api/webshop/logout');
    expect(String(logout.headers['set-cookie'])).toMatch(/^keepsake_session=;.*; Secure(;|$)/);
  });
});
