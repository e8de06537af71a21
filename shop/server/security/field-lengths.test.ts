import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../contract/field-limits';
import { DEMO_SUBJECTS, DEMO_USER } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

// The sign-in, register, password and share calls read no text longer than the web's field lets
// a parent type: a longer one, sent by hand, is refused with a sentence in the parent's
// language (never the schema's own words) before any account is looked up or any mail sent.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const tooLong = (limit: number) =>
  `The text you entered is too long (at most ${limit} characters).`;
const longEmail = (limit: number) => `${'a'.repeat(limit)}@example.com`;

describe('texts longer than the forms allow', () => {
  it('sign-in refuses a long e-mail or password with a sentence', async () => {
    const b = new Browser(app);
    const email = await b.post('/api/webshop/login', {
      email: longEmail(FIELD_LIMITS.email),
      password: DEMO_USER.password,
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ error: tooLong(FIELD_LIMITS.email) });
    const password = await b.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: 'p'.repeat(FIELD_LIMITS.password + 1),
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ error: tooLong(FIELD_LIMITS.password) });
    expect(password.body).not.toContain('body.');
  });

  it('says so in Norwegian to a parent who chose Norwegian', async () => {
    const b = new Browser(app);
    expect((await b.post('/api/webshop/user/language', { lang: 'nb' })).statusCode).toBe(200);
    const res = await b.post('/api/webshop/login', {
      email: longEmail(FIELD_LIMITS.email),
      password: 'secret',
    });
    expect(res.json()).toEqual({
      error: `Teksten du skrev er for lang (høyst ${FIELD_LIMITS.email} tegn).`,
    });
  });

  it('the e-mail check and the password reminder refuse a long address', async () => {
    const b = new Browser(app);
    const address = encodeURIComponent(longEmail(FIELD_LIMITS.email));
    const exists = await b.get(`/sections/prophoto/ajax/user_exists_by_email.php?email=${address}`);
    expect(exists.statusCode).toBe(400);
    expect(exists.json()).toEqual({ error: tooLong(FIELD_LIMITS.email) });
    const reminder = await b.get(
      `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${address}`,
    );
    expect(reminder.statusCode).toBe(400);
    expect(reminder.json()).toEqual({ error: tooLong(FIELD_LIMITS.email) });
  });

  it('register refuses a long mobile or password in its own answer shape', async () => {
    const b = new Browser(app);
    const base = {
      email: 'long-fields@keepsake.test',
      mobile: '+4791234567',
      password: 'secret12',
      confirm_password: 'secret12',
      termsofservice: true,
    };
    const mobile = await b.post('/ajax/create.php', {
      ...base,
      mobile: '9'.repeat(FIELD_LIMITS.phone + 1),
    });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json()).toEqual({ error: tooLong(FIELD_LIMITS.phone), data: [] });
    const long = 'p'.repeat(FIELD_LIMITS.password + 1);
    const password = await b.post('/ajax/create.php', {
      ...base,
      password: long,
      confirm_password: long,
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ error: tooLong(FIELD_LIMITS.password), data: [] });
    // Nothing was created: the address is still free.
    const exists = await b.get(
      '/sections/prophoto/ajax/user_exists_by_email.php?email=long-fields%40keepsake.test',
    );
    expect(exists.json()).toEqual({ exists: false });
  });

  it('a password reset refuses a long password', async () => {
    const res = await new Browser(app).post('/api/webshop/reset-password/SOME-KEY', {
      password: 'p'.repeat(FIELD_LIMITS.password + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: tooLong(FIELD_LIMITS.password) });
  });

  it('sharing refuses a long recipient address', async () => {
    const b = new Browser(app);
    await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
    const q = new URLSearchParams();
    q.append('email[]', 'aunt@example.com');
    q.append('email[]', longEmail(FIELD_LIMITS.email));
    q.append('subjects[]', DEMO_SUBJECTS.jonas);
    const res = await b.get(`/sections/prophoto/ajax/do_tipafriend.php?${q.toString()}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: tooLong(FIELD_LIMITS.email), recipients: [] });
  });
});
