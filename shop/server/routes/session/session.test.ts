import { describe, expect, it } from 'vitest';
import { Messages } from '../../../contract/errors';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { sharedTestApp } from '../../test/hooks';
import { Browser } from '../../test/client';

const app = sharedTestApp();

const login = (
  b: Browser,
  email: string = DEMO_USER.email,
  password: string = DEMO_USER.password,
) => b.post('/api/webshop/login', { email, password });

const subjectsOf = async (b: Browser) =>
  (
    (await b.get('/api/webshop/user/picture-sets')).json().pictureSets as {
      subject: { uuid: string };
    }[]
  )
    .map((s) => s.subject.uuid)
    .sort();

describe('sign-in', () => {
  it('answers the signed-in user and the current user call agrees', async () => {
    const b = new Browser(app());
    expect((await b.get('/api/webshop/user')).json()).toEqual({ user: null });
    const res = await login(b, '  PARENT@keepsake.test ');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Kari Nordmann',
      emailAddress: 'parent@keepsake.test',
      isAnonymousUser: false,
      isSimulated: false,
      simulatedBy: null,
    });
    expect((await b.get('/api/webshop/user')).json().user.emailAddress).toBe(DEMO_USER.email);
    const cookie = res.cookies.find((c) => c.name === 'keepsake_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password or unknown e-mail with one message', async () => {
    const wrong = await login(new Browser(app()), DEMO_USER.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: Messages.wrongLogin });
    const unknown = await login(new Browser(app()), 'nobody@keepsake.test', 'whatever');
    expect(unknown.json()).toEqual({ error: Messages.wrongLogin });
  });

  it('issues a new session id on sign-in; the old one is worthless', async () => {
    const b = new Browser(app());
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`);
    const before = b.sessionToken;
    expect(before).toBeDefined();
    await login(b);
    expect(b.sessionToken).toBeDefined();
    expect(b.sessionToken).not.toBe(before);
    const attacker = await app().inject({
      method: 'GET',
      url: '/api/webshop/user',
      cookies: { keepsake_session: before ?? '' },
    });
    expect(attacker.json()).toEqual({ user: null });
  });

  it("merges the anonymous user's picture sets into the account", async () => {
    const b = new Browser(app());
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.aksel}`);
    expect(await subjectsOf(b)).toEqual([DEMO_SUBJECTS.aksel]);
    const res = (await login(b)).json();
    expect(res.addedSubjects).toEqual([DEMO_SUBJECTS.aksel]);
    // Earlier tests in this file merged Sofie's set too; the account's own sets stay.
    expect(await subjectsOf(b)).toEqual(
      expect.arrayContaining([DEMO_SUBJECTS.emma, DEMO_SUBJECTS.jonas, DEMO_SUBJECTS.aksel]),
    );
    // Signing in again elsewhere sees the merged sets.
    const other = new Browser(app());
    await login(other);
    expect(await subjectsOf(other)).toContain(DEMO_SUBJECTS.aksel);
  });

  it("answers a password under 3 characters with 'That's too short!'", async () => {
    const res = await login(new Browser(app()), DEMO_USER.email, 'ab');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "That's too short!" });
  });

  it('throttles the 11th sign-in within a minute', async () => {
    const b = new Browser(app());
    // Other accounts each time: this is the limit per address (security/guess-limits.test.ts
    // has the one per account).
    for (let i = 0; i < 10; i += 1)
      expect((await login(b, `nobody-${i}@example.test`, `wrong-${i}`)).statusCode).toBe(401);
    const res = await login(b);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('answers a body without e-mail with a 400 in the one error shape', async () => {
    const res = await new Browser(app()).post('/api/webshop/login', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: Messages.somethingMissing });
    const bad = await new Browser(app()).request({
      method: 'POST',
      url: '/api/webshop/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['error']);
  });
});

describe('sign-out and language', () => {
  it('signs out and forgets the session', async () => {
    const b = new Browser(app());
    await login(b);
    const token = b.sessionToken;
    expect((await b.post('/api/webshop/logout')).json()).toEqual({});
    expect(b.sessionToken).toBeUndefined();
    const old = await app().inject({
      method: 'GET',
      url: '/api/webshop/user',
      cookies: { keepsake_session: token ?? '' },
    });
    expect(old.json()).toEqual({ user: null });
  });

  it('keeps the language in the session and on the user', async () => {
    const visitor = new Browser(app());
    expect((await visitor.post('/api/webshop/user/language', { lang: 'sv' })).json()).toEqual({
      lang: 'sv',
    });
    expect((await visitor.get('/api/webshop/user/language')).json()).toEqual({ lang: 'sv' });
    const b = new Browser(app());
    await login(b);
    await b.post('/api/webshop/user/language', { lang: 'nb' });
    expect((await b.get('/api/webshop/user')).json().user.lang).toBe('nb');
    const again = new Browser(app());
    expect((await login(again)).json().user.lang).toBe('nb');
    expect((await again.get('/api/webshop/user/language')).json()).toEqual({ lang: 'nb' });
    await b.post('/api/webshop/user/language', { lang: 'en' });
  });

  it('refuses an unknown language', async () => {
    const res = await new Browser(app()).post('/api/webshop/user/language', { lang: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(Messages.notInExpectedForm);
  });
});
