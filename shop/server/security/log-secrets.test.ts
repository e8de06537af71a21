// Odd input never costs a 500, and no secret reaches the log. A NUL character (which PostgreSQL
// text cannot hold) in a path parameter, a query or a body is refused with a 400 before any
// query; an access code, password, reset code or e-mail sent with it, or in any request whose
// handling fails, is in no log line: not the request line, not an error's message, stack or
// fields (a failed query's message lists its parameters).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { DEMO_CODES, DEMO_USER } from '../demo/demo-accounts';
import { errorLogFields } from '../lib/log-redaction';
import { captureStdout, type CapturedStdout } from '../test/captured-stdout';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';
import { openTestDatabase } from '../test/database';

const RESET_CODE = 'R3SET-C0DE-S3CRET-91';
const STRANGER = 'stranger.secret@example.org';
const PASSWORD = 'correct horse battery staple';

let app: FastifyInstance;
let stdout: CapturedStdout;

beforeAll(async () => {
  stdout = captureStdout();
  app = await createTestApp({ logger: true, limits: { max: 1_000_000, windowMs: 60_000 } });
}, 120_000);

afterAll(async () => {
  stdout.restore();
  await app?.close();
});

/** Everything logged so far, once the lines of this turn have been written. */
async function logText(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return stdout.text();
}

describe('a NUL character in the input', () => {
  it('is refused with a 400 that says why, and the access code stays out of the log', async () => {
    const visitor = new Browser(app);
    const res = await visitor.get(
      `/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.maja}%00`,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(Messages.nulCharacter);
    const log = await logText();
    expect(log).toContain('verify_subject_code');
    expect(log).not.toContain(DEMO_CODES.maja);
  });

  it('in a sign-in refuses it without logging the e-mail or the password', async () => {
    const visitor = new Browser(app);
    for (const body of [
      { email: `${DEMO_USER.email}\u0000`, password: PASSWORD },
      { email: `a\u0000${STRANGER}`, password: PASSWORD },
      { email: STRANGER, password: `${PASSWORD}\u0000` },
    ]) {
      const res = await visitor.post('/api/webshop/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: Messages.nulCharacter });
    }
    const log = await logText();
    for (const secret of [DEMO_USER.email, STRANGER, PASSWORD]) expect(log).not.toContain(secret);
  });

  it('in the contact form is refused and nothing is stored', async () => {
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const res = await parent.post('/ajax/user/update_user_info.php', {
      name: 'Kari\u0000Nordmann',
      mobile: '+4791234567',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(Messages.nulCharacter);
    const user = await app.db.query.users.findFirst({ where: eq(users.email, DEMO_USER.email) });
    expect(user?.name).toBe(DEMO_USER.name);
  });

  it('in a path parameter is a 400, also where the parameter is a reset code', async () => {
    const visitor = new Browser(app);
    for (const url of [
      '/api/webshop/products/%00',
      '/api/webshop/legacy-pages/a%00b',
      `/api/webshop/templates/by-uuid/${'%00'.repeat(3)}`,
      `/api/webshop/reset-password/${RESET_CODE}%00`,
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
    }
    expect(await logText()).not.toContain(RESET_CODE);
  });
});

describe('the request line', () => {
  it('hides a reset code whose path was written with escapes', async () => {
    const visitor = new Browser(app);
    const res = await visitor.get(`/api/webshop/reset%2Dpassword/${RESET_CODE}`);
    expect(res.statusCode).toBeLessThan(500);
    expect(await logText()).not.toContain(RESET_CODE);
  });

  it('hides a code whose query key is written differently', async () => {
    const visitor = new Browser(app);
    await visitor.get(`/ajax/prophoto/verify_subject_code.php?Code%5B%5D=${DEMO_CODES.emma}`);
    expect(await logText()).not.toContain(DEMO_CODES.emma);
  });
});

describe('an error in the log', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  /** The error a real query throws. */
  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('The query did not fail');
  }

  it("leaves out a failed query's parameters and PostgreSQL's detail", async () => {
    const user = {
      uuid: randomUUID(),
      email: STRANGER,
      name: 'Stranger',
      passwordHash: PASSWORD,
    } as typeof users.$inferInsert;
    await database.db.insert(users).values(user);
    const errors = [
      await failure(() =>
        database.db
          .select()
          .from(users)
          .where(eq(users.email, `${STRANGER}\u0000`)),
      ),
      // unique_violation: PostgreSQL's detail is "Key (email)=(<the e-mail>) already exists."
      await failure(() => database.db.insert(users).values(user)),
    ];
    for (const error of errors) {
      const line = JSON.stringify(errorLogFields(error));
      expect(line).toContain('Failed query');
      expect(line).not.toContain(STRANGER);
      expect(line).not.toContain(PASSWORD);
    }
  });

  it('written by the app logger is redacted too', async () => {
    const error = await failure(() =>
      database.db
        .select()
        .from(users)
        .where(eq(users.email, `${STRANGER}\u0000`)),
    );
    app.log.error({ err: error }, 'a background job failed');
    app.log.error(error as Error);
    const log = await logText();
    expect(log).toContain('a background job failed');
    expect(log).not.toContain(STRANGER);
  });
});
