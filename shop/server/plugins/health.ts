// What a load balancer and a process manager ask of each shop process: is it up (/healthz), may
// it take requests (/readyz: its database answers, and every other dependency that registered a
// check, such as the picture storage), and how it is doing (/metrics, for Prometheus, with
// METRICS=1).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import { z } from 'zod';
import { Messages } from '../../contract/errors';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** A dependency the process needs to serve: resolves when it answers, throws when it does not. */
export type ReadinessCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds a dependency to /readyz under `name` (the storage adds its own when it opens, e.g.
     * `app.addReadinessCheck('storage', () => storage.ping())`).
     */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
  }
}

const Health = z.object({ status: z.literal('ok') });
const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** 'ok', or why the dependency is not usable. */
  checks: z.record(z.string(), z.string()),
});

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 3_000;

function withTimeout(check: ReadinessCheck): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface HealthOptions {
  /** Serve /metrics (METRICS=1). */
  metrics: boolean;
  /** When set, /metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | null;
}

export default fp<HealthOptions & Record<string, unknown>>(
  async (app: FastifyInstance, { metrics, metricsToken }) => {
    const checks = new Map<string, ReadinessCheck>();
    app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => {
      checks.set(name, check);
    });
    app.addReadinessCheck('database', async () => {
      await app.db.execute(sql`select 1`);
    });
    let closing = false;
    // A process that is shutting down takes no new work: the balancer moves on at once.
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.get('/healthz', { schema: { response: { 200: Health } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { response: { 200: Readiness, 503: Readiness } } },
      async (_request, reply) => {
        const results: Record<string, string> = {};
        await Promise.all(
          [...checks].map(async ([name, check]) => {
            try {
              await withTimeout(check);
              results[name] = 'ok';
            } catch (error) {
              results[name] = error instanceof Error ? error.message : String(error);
            }
          }),
        );
        if (closing) results.process = 'shutting down';
        const ready = Object.values(results).every((r) => r === 'ok');
        return reply
          .code(ready ? 200 : 503)
          .send({ status: ready ? 'ready' : 'unavailable', checks: results });
      },
    );

    if (metrics) {
      const authorised = async (request: FastifyRequest) => {
        if (metricsToken && request.headers.authorization !== `Bearer ${metricsToken}`) {
          // The same answer as for an address that does not exist.
          throw new HttpError(404, Messages.notFound);
        }
      };
      await app.register(metricsPlugin, {
        endpoint: { url: '/metrics', method: 'GET', preHandler: authorised, handler: () => {} },
        // One registry per process: a second app in the same process (tests) starts afresh.
        clearRegisterOnInit: true,
        routeMetrics: { enabled: true, routeBlacklist: ['/healthz', '/readyz', '/metrics'] },
      });
    }
  },
  { name: 'health', fastify: '5.x' },
);
