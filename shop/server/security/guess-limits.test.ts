// Guessing as an attacker with many addresses does it: one account's password from thirty
// addresses, a parent's inbox filled with reset mails, the existence check as an oracle.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import { outbox, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  // The shop's own limits: 10 a minute per address and session, 10 wrong passwords per account
  // per 15 minutes, 3 reset mails per address per hour.
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'right-pass-42';
let accounts = 0;
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `guess-${accounts}-${Date.now()}@keepsake.test`;
  await app.db.insert(users).values({
    uuid: crypto.randomUUID(),
    email,
    name: 'Kari Testesen',
    passwordHash: await hashPassword(PASSWORD),
  });
  return email;
}

/** A sign-in from an address of its own, as from a botnet. */
const signIn = (email: string, password: string) =>
  new Browser(app).post('/api/webshop/login', { email, password });

const remind = (email: string, browser = new Browser(app)) =>
  browser.get(
    `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`,
  );

const mailsTo = async (to: string) =>
  (await app.db.select().from(outbox).where(eq(outbox.to, to))).length;

const locked = 'Too many attempts for this account. Try again in 15 minutes.';

describe('wrong passwords for one account from many addresses', () => {
  it('answers the first ten, then refuses even the right password, saying when to try again', async () => {
    const email = await newAccount();
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) answers.push((await signIn(email, `guess-${i}`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(20).fill(429));

    const right = await signIn(email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: locked });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts the address however it is written', async () => {
    const email = await newAccount();
    const spellings = [email, email.toUpperCase(), `  ${email} `];
    for (let i = 0; i < 10; i += 1) await signIn(spellings[i % 3] ?? email, `guess-${i}`);
    expect((await signIn(` ${email.toUpperCase()}`, PASSWORD)).json()).toEqual({ error: locked });
  });

  it('locks an unknown address the same way, so the lock tells nothing about accounts', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < 10; i += 1) expect((await signIn(email, `g-${i}`)).statusCode).toBe(401);
    const res = await signIn(email, 'g-10');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: locked });
  });

  it('leaves the other accounts alone', async () => {
    const target = await newAccount();
    const other = await newAccount();
    for (let i = 0; i < 11; i += 1) await signIn(target, `guess-${i}`);
    expect((await signIn(other, PASSWORD)).statusCode).toBe(200);
  });

  it('counts only wrong passwords: signing in fine never locks the parent out', async () => {
    const email = await newAccount();
    for (let i = 0; i < 15; i += 1) expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await signIn(email, `typo-${i}`);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    // The success cleared the typos: nine more are still answered.
    for (let i = 0; i < 9; i += 1) expect((await signIn(email, `typo-${i}`)).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts tries sent at once before any is answered', async () => {
    const email = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(email, `burst-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });

  it('lets a locked-out parent back in after resetting the password by mail', async () => {
    const email = await newAccount();
    for (let i = 0; i < 10; i += 1) await signIn(email, `guess-${i}`);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    await remind(email);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, email));
    const code = /resetcode=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await new Browser(app).post(`/api/webshop/reset-password/${code}`, {
      password: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'brand-new-pass')).statusCode).toBe(200);
  });
});

describe('password reminders', () => {
  it('sends three mails to one address an hour, however many addresses ask', async () => {
    const email = await newAccount();
    const answers = [];
    for (let i = 0; i < 15; i += 1) answers.push(await remind(email));
    expect(answers.slice(0, 3).map((a) => a.json())).toEqual(
      Array(3).fill({ message: Messages.reminderSent }),
    );
    for (const refused of answers.slice(3)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error:
          'We have already sent several password reset e-mails to this address. Check your inbox (and spam folder), or try again in 60 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    expect(await mailsTo(email)).toBe(3);
  });

  it('answers an unknown address alike past the limit', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i += 1) expect((await remind(email)).statusCode).toBe(200);
    expect((await remind(email)).statusCode).toBe(429);
  });

  it('lets one address ask for ten reminders a minute', async () => {
    const browser = new Browser(app);
    for (let i = 0; i < 10; i += 1) {
      expect((await remind(`someone-${i}-${Date.now()}@example.test`, browser)).statusCode).toBe(
        200,
      );
    }
    const res = await remind(await newAccount(), browser);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: Messages.tooManyAttempts });
  });
});

describe('user_exists_by_email', () => {
  it('answers ten checks a minute from one address, then 429', async () => {
    const browser = new Browser(app);
    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      answers.push(
        await browser.get(
          `/sections/prophoto/ajax/user_exists_by_email.php?email=probe-${i}%40example.test`,
        ),
      );
    }
    expect(answers.slice(0, 10).map((a) => a.json())).toEqual(Array(10).fill({ exists: false }));
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: Messages.tooManyAttempts });
    }
  });

  it('limits one session across addresses too', async () => {
    const first = new Browser(app);
    // A visitor's session: the code step gives one.
    await first.get('/ajax/prophoto/verify_subject_code.php?code=nope');
    await first.post('/api/webshop/user/language', { lang: 'en' });
    const session = first.sessionToken ?? '';
    expect(session).not.toBe('');
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      const hop = new Browser(app);
      hop.cookies.set('keepsake_session', session);
      answers.push(
        (await hop.get(`/sections/prophoto/ajax/user_exists_by_email.php?email=s${i}%40x.test`))
          .statusCode,
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
