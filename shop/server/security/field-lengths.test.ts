import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../contract/field-limits';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../demo/demo-accounts';
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

  it('a code longer than the code field is refused as a wrong code, in the parent’s language', async () => {
    const wrong = {
      error: 'The code is not valid',
      valid: false,
      errorMessage: 'The code is not valid',
    };
    const verify = (b: Browser, code: string) =>
      b.get(`/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`);
    const visitor = new Browser(app);
    // At the limit, a code that matches nothing is simply wrong.
    const atLimit = await verify(visitor, 'A'.repeat(FIELD_LIMITS.code));
    expect(atLimit.json()).toMatchObject({ valid: false, errorMessage: wrong.errorMessage });
    // Over it (or over what the schema once allowed), the same sentence, never the schema's.
    for (const length of [FIELD_LIMITS.code + 1, 201]) {
      const res = await verify(visitor, 'A'.repeat(length));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ...wrong, data: {} });
    }
    for (const [lang, sentence] of [
      ['nb', 'Koden er ikke gyldig'],
      ['sv', 'Koden är inte giltig'],
    ] as const) {
      const b = new Browser(app);
      expect((await b.post('/api/webshop/user/language', { lang })).statusCode).toBe(200);
      const res = await verify(b, 'A'.repeat(FIELD_LIMITS.code + 1));
      expect(res.json()).toEqual({
        error: sentence,
        valid: false,
        errorMessage: sentence,
        data: {},
      });
    }
    // Adding a code under My account, and registering with one, answer the same.
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const long = encodeURIComponent(`${DEMO_CODES.emma}${'-'.repeat(FIELD_LIMITS.code)}`);
    const add = await parent.get(`/ajax/prophoto/add_picture_set_by_code.php?code=${long}`);
    expect(add.statusCode).toBe(400);
    expect(add.json()).toEqual(wrong);
    const register = await new Browser(app).post('/ajax/create.php', {
      email: 'long-code@keepsake.test',
      code: 'A'.repeat(FIELD_LIMITS.code + 1),
      mobile: '+4791234567',
      password: 'secret12',
      confirm_password: 'secret12',
      termsofservice: true,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ error: wrong.error, data: [] });
  });
});
