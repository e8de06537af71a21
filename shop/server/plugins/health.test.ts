// What a load balancer and Prometheus see of one shop process.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp } from '../test/app';

let app: FastifyInstance;
const token = 'prometheus-scrape-token-1234';

beforeAll(async () => {
  app = await createTestApp({ metrics: true });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says ready while the database and the storage answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('/readyz says unavailable, and why, when a dependency does not answer', async () => {
    app.addReadinessCheck('storage', () => Promise.reject(new Error('bucket not found')));
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'bucket not found' },
    });
    app.addReadinessCheck('storage', () => Promise.resolve());
  });
});

describe('metrics (METRICS=1)', () => {
  it('counts requests by route for Prometheus', async () => {
    await app.inject({ method: 'GET', url: '/api/webshop/shop' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/webshop\/shop",status_code="200"\} 1/,
    );
  });

  it('in production answers only the scrape token, as if it did not exist', async () => {
    await app.close();
    const production = await createTestApp({
      production: true,
      metrics: true,
      metricsToken: token,
    });
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token']) {
      const res = await production.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request');
    }
    const res = await production.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_seconds_total');
    await production.close();
  }, 120_000);

  it('is off unless asked for, and production refuses it without a token', async () => {
    const off = await createTestApp();
    expect((await off.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await off.close();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', METRICS: '1' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', METRICS: '1' }),
    ).toThrow(/^Missing METRICS_TOKEN/);
  }, 120_000);
});
