import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEMO_CODES } from '../demo/demo-accounts';
import { requestLogFields } from '../lib/log-redaction';
import { captureStdout, type CapturedStdout } from '../test/captured-stdout';
import { createTestApp } from '../test/app';
import requestLogPlugin, { requestLine } from './request-log';

describe('the request log', () => {
  let app: FastifyInstance;
  let stdout: CapturedStdout;

  beforeAll(async () => {
    stdout = captureStdout();
    app = await createTestApp({ logger: true });
  }, 120_000);

  afterAll(async () => {
    stdout.restore();
    await app.close();
  });

  it('writes one line per request, with the status and without the code', async () => {
    const url = `/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.maja}`;
    const res = await app.inject({ url, headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(res.statusCode).toBe(200);
    // The line is written once the answer has gone.
    await new Promise((resolve) => setImmediate(resolve));
    const lines = stdout
      .text()
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
    expect(stdout.text()).not.toContain(DEMO_CODES.maja);
  });
});

describe('requestLine', () => {
  it('is the line pino writes for the same request', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { serializers: { req: requestLogFields }, stream: { write: (l) => lines.push(l) } },
    });
    app.get('/ajax/*', async () => ({ ok: true }));
    app.addHook('onResponse', (request, reply, done) => {
      lines.push(requestLine(request, reply, 1_700_000_000_000));
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
    await app.inject({
      url: '/ajax/x.php?code=SECRET&lang="nb"',
      headers: { host: 'shop.test', 'x-forwarded-for': '10.1.2.3' },
    });
    await app.close();
    const [ours, pinos] = lines
      .filter((l) => l.includes('request completed'))
      .map((l) => ({ ...(JSON.parse(l) as Record<string, unknown>), time: 0 }));
    expect(ours).toEqual(pinos);
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(pinos ?? {}));
    expect(JSON.stringify(ours)).not.toContain('SECRET');
  });
});

describe('the request log plugin', () => {
  it('writes no line when the logger is set above info', async () => {
    const lines: string[] = [];
    const stream = { write: (l: string) => lines.push(l) };
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    await app.register(requestLogPlugin, { stream });
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ url: '/x' });
    expect(lines.filter((l) => l.includes('request completed'))).toHaveLength(1);
    app.log.level = 'warn';
    await app.inject({ url: '/x' });
    expect(lines.filter((l) => l.includes('request completed'))).toHaveLength(1);
    await app.close();
  });
});
