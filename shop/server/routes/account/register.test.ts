import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const valid = {
  email: 'new.parent@keepsake.test',
  code: '',
  mobile: '912 34 567',
  password: 'secret-1',
  confirm_password: 'secret-1',
  acceptmail: true,
  termsofservice: true,
};
const register = (b: Browser, body: Record<string, unknown>) => b.post('/ajax/create.php', body);

describe('user_exists_by_email.php', () => {
  it('answers exists true or false', async () => {
    const b = new Browser(app);
    expect(
      (
        await b.get(`/sections/prophoto/ajax/user_exists_by_email.php?email=${DEMO_USER.email}`)
      ).json(),
    ).toEqual({ exists: true });
    expect(
      (
        await b.get('/sections/prophoto/ajax/user_exists_by_email.php?email=nobody%40keepsake.test')
      ).json(),
    ).toEqual({ exists: false });
  });

  it("answers an invalid e-mail with 'Invalid email'", async () => {
    const res = await new Browser(app).get(
      '/sections/prophoto/ajax/user_exists_by_email.php?email=not-an-email',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid email' });
  });
});

describe('create.php', () => {
  it.each([
    [{ password: 'short', confirm_password: 'short' }, "That's too short!", ['password']],
    [{ confirm_password: 'secret-2' }, "The two passwords doesn't match!", ['confirm_password']],
    [{ email: 'nope' }, 'Invalid email', ['email']],
    [{ mobile: '' }, 'This is required!', ['mobile']],
    [{ mobile: '123' }, 'Invalid mobile phone number', ['mobile']],
    [{ termsofservice: false }, 'You must accept the terms of service.', ['termsofservice']],
    [{ code: 'NOPE-NOPE-NOPE' }, 'The code is not valid', ['code']],
  ])('refuses %j with the message and fields to flag', async (change, error, data) => {
    const res = await register(new Browser(app), { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, data });
  });

  it('refuses an e-mail address that is taken', async () => {
    const res = await register(new Browser(app), { ...valid, email: 'Parent@Keepsake.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'There is already a user with this e-mail address. Please sign in instead.',
      data: ['email'],
    });
  });

  it('turns the anonymous user into the account, keeping its set, with a new session id', async () => {
    const b = new Browser(app);
    const verified = (
      await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`)
    ).json();
    expect(verified.valid).toBe(true);
    const anonymous = (await b.get('/api/webshop/user')).json().user;
    const before = b.sessionToken;
    const res = await register(b, { ...valid, code: DEMO_CODES.sofie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: null,
      data: [],
      user: {
        uuid: anonymous.uuid,
        emailAddress: 'new.parent@keepsake.test',
        mobilePhone: '+4791234567',
        isAnonymousUser: false,
        acceptMail: true,
      },
    });
    expect(b.sessionToken).not.toBe(before);
    const sets = (await b.get('/api/webshop/user/picture-sets')).json().pictureSets;
    expect(sets.map((s: { subject: { uuid: string } }) => s.subject.uuid)).toEqual([
      DEMO_SUBJECTS.sofie,
    ]);
    const again = new Browser(app);
    const signIn = await again.post('/api/webshop/login', {
      email: valid.email,
      password: valid.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('accepts a form post and registers without a prior code', async () => {
    const b = new Browser(app);
    const form = new URLSearchParams({
      email: 'form.parent@keepsake.test',
      mobile: '+46 70 123 45 67',
      password: 'secret-22',
      confirm_password: 'secret-22',
      acceptmail: '0',
      termsofservice: 'true',
    });
    const res = await b.request({
      method: 'POST',
      url: '/ajax/create.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      emailAddress: 'form.parent@keepsake.test',
      mobilePhone: '+46701234567',
      acceptMail: false,
    });
    expect((await b.get('/api/webshop/user')).json().user.isAnonymousUser).toBe(false);
  });
});
