// The development mailbox holds every mail the shop sends: a parent's reset link read there
// takes the parent's account. Only staff, or someone on the shop's own machine, may read it;
// anyone else gets the 404 of a page that does not exist (production has no such page at all:
// production-mode.test.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_USER } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const NOT_FOUND = { error: 'Not found' };

/** A stranger asks for the parent's reset link: the mail lands in the outbox. */
async function strangerAsksForReminder(): Promise<void> {
  const res = await new Browser(app).get(
    `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(DEMO_USER.email)}`,
  );
  expect(res.statusCode).toBe(200);
}

async function signedIn(email: string, password: string): Promise<Browser> {
  const b = new Browser(app);
  expect((await b.post('/api/webshop/login', { email, password })).statusCode).toBe(200);
  return b;
}

const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

describe('development mailbox', () => {
  beforeAll(strangerAsksForReminder);

  it('answers a request from another machine as a page that does not exist', async () => {
    for (const address of ['203.0.113.7', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1']) {
      const res = await mailbox(address);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).not.toContain('resetcode');
    }
  });

  it('does not take a forwarded request from a proxy on the same machine as local', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'localhost' },
    ];
    for (const headers of forwarded) {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await mailbox(address, headers);
        expect(res.statusCode, JSON.stringify({ address, headers })).toBe(404);
        expect(res.body).not.toContain('resetcode');
      }
    }
  });

  it("refuses a loopback request for another site's name (DNS rebinding)", async () => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.evil.example']) {
      const res = await mailbox('127.0.0.1', { host });
      expect(res.statusCode, host).toBe(404);
      expect(res.body).not.toContain('resetcode');
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'shop.test']) {
      expect((await mailbox('127.0.0.1', { host })).statusCode, host).toBe(200);
    }
  });

  it('refuses a signed-in parent, even one who says it is the shop itself', async () => {
    const parent = await signedIn(DEMO_USER.email, DEMO_USER.password);
    const own = await parent.get('/dev/mailbox');
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual(NOT_FOUND);
    const spoofed = await parent.get('/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' });
    expect(spoofed.statusCode).toBe(404);
  });

  it('serves staff from anywhere, and the shop machine itself', async () => {
    const staff = await signedIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const forStaff = await staff.get('/dev/mailbox');
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.body).toContain(`To <b>${DEMO_USER.email}</b>`);
    expect(forStaff.body).toContain('/reset-password?resetcode=');

    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const local = await mailbox(address);
      expect(local.statusCode, address).toBe(200);
      expect(local.body).toContain('/reset-password?resetcode=');
    }
  });
});
