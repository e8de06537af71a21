// Two shop processes on one PostgreSQL count every limit together: an attacker who spreads his
// tries over the processes behind a load balancer gets no more than from one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRoutes } from '../../contract/codes';
import { Messages } from '../../contract/errors';
import { openDatabase } from '../db/client';
import { seedDemo } from '../demo/seed';
import { createTestApp } from '../test/app';
import { testStorage } from '../test/storage';
import { createScratchDatabase, testPostgresUrl, type ScratchDatabase } from '../test/database';

let scratch: ScratchDatabase;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  const server = testPostgresUrl();
  if (!server) throw new Error('This suite runs in the pg project (npm run test:pg)');
  scratch = await createScratchDatabase(server);
  const first = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  await first.migrate();
  await seedDemo(first.db, testStorage());
  // Each app has its own connection pool and its own memory, as two processes have.
  const second = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  apps = [
    await createTestApp({ database: first, trustProxy: true }),
    await createTestApp({ database: second, trustProxy: true }),
  ];
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await scratch?.drop();
});

const verifyPath = codeRoutes.verify.path;
let nextIp = 1;
const newIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** The i-th request goes to process i mod 2, as a round-robin balancer sends it. */
function send(i: number, method: 'GET' | 'POST', url: string, ip: string, body?: object) {
  const app = apps[i % apps.length];
  if (!app) throw new Error('no app');
  return app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': ip },
    ...(body ? { payload: body } : {}),
  });
}

describe('limits with two processes on one PostgreSQL', () => {
  it('lock an account after ten wrong passwords in all, from many addresses', async () => {
    const email = `two-processes-${Date.now()}@keepsake.test`;
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await send(i, 'POST', '/api/webshop/login', newIp(), {
        email,
        password: `guess-${i}`,
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
  });

  it('refuse one address its eleventh code guess in a minute, whichever process it reaches', async () => {
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const res = await send(i, 'GET', `${verifyPath}?code=NOPE${i}`, ip);
      answers.push(res.statusCode);
    }
    expect(answers.slice(10)).toEqual([429, 429, 429, 429]);
    expect(answers.slice(0, 10)).not.toContain(429);
    const last = await send(0, 'GET', `${verifyPath}?code=NOPE`, ip);
    expect(last.json()).toMatchObject({ error: Messages.tooManyAttempts });
  });
});
