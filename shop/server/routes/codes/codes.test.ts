import { describe, expect, it } from 'vitest';
import { Messages } from '../../../contract/errors';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { sharedTestApp } from '../../test/hooks';
import { signedInAs } from '../../test/sign-in';
import { Browser } from '../../test/client';

const app = sharedTestApp();

const verify = (b: Browser, code: string) =>
  b.get(`/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`);
const add = (b: Browser, code: string, extra = '') =>
  b.get(`/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(code)}${extra}`);

const signedIn = () => signedInAs(app(), DEMO_USER);

describe('verify_subject_code.php', () => {
  it('gives visitors verifying at the same moment each their own user, session and set', async () => {
    const codes = [DEMO_CODES.noah, DEMO_CODES.aksel, DEMO_CODES.maja, 'NOPE-NOPE-NOPE'];
    const visitors = Array.from({ length: 24 }, () => new Browser(app()));
    const answers = await Promise.all(visitors.map((b, i) => verify(b, codes[i % 4] ?? '')));
    const subjectOf = [DEMO_SUBJECTS.noah, DEMO_SUBJECTS.aksel, DEMO_SUBJECTS.maja];
    const users = new Set<string>();
    for (const [i, b] of visitors.entries()) {
      const expected = subjectOf[i % 4];
      const answer = answers[i]?.json();
      if (!expected) {
        expect(answer).toEqual({
          error: null,
          valid: false,
          errorMessage: Messages.codeNotValid,
          data: {},
        });
        expect(b.sessionToken).toBeUndefined();
        continue;
      }
      expect(answer).toMatchObject({ valid: true, data: { subject: { uuid: expected } } });
      const user = (await b.get('/api/webshop/user')).json().user;
      expect(user.isAnonymousUser).toBe(true);
      users.add(user.uuid);
      const sets = (await b.get('/api/webshop/user/picture-sets')).json().pictureSets;
      expect(sets.map((s: { subject: { uuid: string } }) => s.subject.uuid)).toEqual([expected]);
    }
    expect(users.size).toBe(18);
  });

  it('gives a visitor an anonymous user holding the set, whatever the case, spaces and dashes', async () => {
    const b = new Browser(app());
    const res = await verify(b, ' sfye 3mkb-9tqw ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: null,
      valid: true,
      errorMessage: '',
      data: {
        subject: { uuid: DEMO_SUBJECTS.sofie, name: 'Sofie Berg', group: false },
        picturesAvailable: true,
      },
    });
    expect(b.sessionToken).toBeDefined();
    const user = (await b.get('/api/webshop/user')).json();
    expect(user.user.isAnonymousUser).toBe(true);
    const sets = (await b.get('/api/webshop/user/picture-sets')).json();
    expect(sets.pictureSets.map((s: { subject: { uuid: string } }) => s.subject.uuid)).toEqual([
      DEMO_SUBJECTS.sofie,
    ]);
    const cart = (await b.get('/api/webshop/cart')).json();
    expect(cart).toEqual({
      orderLines: [],
      summary: { lines: [], totalPrice: { amount: 0, currency: 'NOK' } },
      rebateCode: null,
    });
  });

  it("answers a wrong code with valid false and 'The code is not valid'", async () => {
    const b = new Browser(app());
    const res = await verify(b, 'AAAA-BBBB-CCCC');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: null,
      valid: false,
      errorMessage: 'The code is not valid',
      data: {},
    });
    expect((await verify(b, '')).json().errorMessage).toBe('The code is not valid');
    expect(b.sessionToken).toBeUndefined();
  });

  it('tells a signed-in user where a set they already hold is', async () => {
    const b = await signedIn();
    const res = (await verify(b, DEMO_CODES.emma)).json();
    expect(res.valid).toBe(true);
    expect(res.data.redirect).toBe(`/my-account/picture-sets/${DEMO_SUBJECTS.emma}`);
  });

  it('throttles the 11th try within a minute per IP, in the legacy shape', async () => {
    const b = new Browser(app());
    for (let i = 0; i < 10; i += 1) expect((await verify(b, `WRNG-${i}`)).statusCode).toBe(200);
    const res = await verify(b, DEMO_CODES.sofie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: Messages.tooManyAttempts,
      valid: false,
      errorMessage: 'Too many attempts. Please wait a minute and try again.',
      data: {},
    });
  });

  it('throttles per session too, when the visitor changes IP', async () => {
    const b = new Browser(app());
    await verify(b, DEMO_CODES.sofie); // gets a session (this try counts for the IP only)
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await b.request({
        method: 'GET',
        url: `/ajax/prophoto/verify_subject_code.php?code=X${i}`,
        remoteAddress: `172.16.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('add_picture_set_by_code.php', () => {
  it('needs a signed-in user', async () => {
    const res = await add(new Browser(app()), DEMO_CODES.sofie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: Messages.signInRequired, valid: false });
  });

  it('adds a set, then redirects to it the second time', async () => {
    const b = await signedIn();
    const first = (await add(b, DEMO_CODES.noah)).json();
    expect(first).toEqual({
      error: null,
      valid: true,
      subject: { uuid: DEMO_SUBJECTS.noah, name: 'Noah Hansen', group: false },
    });
    const second = (await add(b, 'nhah8dvt3qmy')).json();
    expect(second.redirect).toBe(`/my-account/picture-sets/${DEMO_SUBJECTS.noah}`);
  });

  it('warns when the pictures are not yet available', async () => {
    const b = await signedIn();
    const res = (await add(b, DEMO_CODES.ingrid)).json();
    const subject = { uuid: DEMO_SUBJECTS.ingrid, name: 'Ingrid Larsen', group: false };
    expect(res).toEqual({
      error: null,
      valid: true,
      subject,
      warning: {
        message:
          'Your pictures are not yet available in the webhop. You will receive an email from us with information as soon as the pictures are ready!',
        payload: { subject },
      },
    });
  });

  it("answers a wrong code with 'The code is not valid'", async () => {
    const res = await add(await signedIn(), 'NOPE-NOPE-NOPE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 'The code is not valid',
      valid: false,
      errorMessage: 'The code is not valid',
    });
  });

  it('throttles the 11th try', async () => {
    const b = await signedIn();
    for (let i = 0; i < 10; i += 1) await add(b, `WRNG${i}`);
    const res = await add(b, DEMO_CODES.sofie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(Messages.tooManyAttempts);
    expect(res.json().errorMessage).toBe(Messages.tooManyAttempts);
  });
});
