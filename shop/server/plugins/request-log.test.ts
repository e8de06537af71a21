import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_CODES } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';

describe('the request log', () => {
  let app: FastifyInstance;
  const written: string[] = [];
  const original = process.stdout.write.bind(process.stdout);

  beforeAll(async () => {
    // Before the app: its logger keeps the stream's write as it finds it.
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      written.push(String(chunk));
      return original(chunk, ...rest);
    }) as typeof process.stdout.write;
    app = await createTestApp({ logger: true });
  }, 120_000);

  afterAll(async () => {
    process.stdout.write = original;
    await app.close();
  });

  it('writes one line per request, with the status and without the code', async () => {
    const url = `/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.maja}`;
    const res = await app.inject({ url, headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(res.statusCode).toBe(200);
    // The line is written once the answer has gone.
    await new Promise((resolve) => setImmediate(resolve));
    const lines = written
      .join('')
      .split('\n')
      .filter((l) => l.includes('verify_subject_code'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/ajax/prophoto/verify_subject_code.php?code=%5Bredacted%5D' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(written.join('')).not.toContain(DEMO_CODES.maja);
  });
});
