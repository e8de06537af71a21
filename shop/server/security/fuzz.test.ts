// Every route the server has, probed with what a browser (or an attacker) can send: random and
// hostile path parameters, queries and bodies, malformed JSON, as a visitor and as a signed-in
// parent. No answer may be a 5xx, every refusal must say why, and the server keeps answering.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

const hostile = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'ÆØÅ-ñ-漢字-🙂',
  'x'.repeat(5000),
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
];
const queryKeys = [
  'code',
  'email',
  'uuid',
  'q',
  'lang',
  'size',
  'rotation',
  'effect',
  'background',
];

const value = fc.oneof(
  fc.constantFrom(...hostile),
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.integer().map(String),
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 8 })),
  value,
  {
    maxKeys: 4,
  },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('email', 'password', 'code', 'quantity', 'file', 'uuid'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

interface Route {
  method: string;
  url: string;
}

let app: FastifyInstance;
const routes: Route[] = [];
let visitor: Browser;
let parent: Browser;
let probes = 0;

beforeAll(async () => {
  app = await createTestApp({
    limits: { max: 1_000_000, windowMs: 60_000 },
    onRoute: (route) => routes.push(route),
  });
  visitor = new Browser(app);
  parent = new Browser(app);
  const login = await parent.post('/api/webshop/login', {
    email: DEMO_USER.email,
    password: DEMO_USER.password,
  });
  expect(login.statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  console.log(`fuzz: ${probes} probes over ${probed().length} routes`);
  await app?.close();
});

/** The routes worth probing: not HEAD/OPTIONS twins, not the static file catch-all. */
function probed(): Route[] {
  return routes.filter((r) => !['HEAD', 'OPTIONS'].includes(r.method) && r.url !== '/*');
}

function fillPath(url: string, param: string): string {
  return url.replace(/:[A-Za-z0-9_]+\??|\*/g, encodeURIComponent(param));
}

function explained(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 400 || res.statusCode === 404 || res.statusCode === 405) return true;
  if (!String(res.headers['content-type'] ?? '').includes('json')) return true;
  const parsed = res.json() as { error?: unknown; errorMessage?: unknown };
  const message = typeof parsed.error === 'string' ? parsed.error : parsed.errorMessage;
  return typeof message === 'string' && message.trim().length > 0;
}

async function probe(who: Browser, route: Route, param: string, q: object, payload: unknown) {
  const search = new URLSearchParams(q as Record<string, string>).toString();
  const url = `${fillPath(route.url, param)}${search ? `?${search}` : ''}`;
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const res = await who.request({
    method: route.method as 'GET',
    url,
    ...(withBody ? { payload: payload as object } : {}),
  });
  probes += 1;
  return { res, url };
}

describe('every route, probed', () => {
  it('finds the routes of every area', () => {
    expect(probed().length).toBeGreaterThan(40);
  });

  it('answers random and hostile input without a 5xx, and explains every refusal', async () => {
    const failures: string[] = [];
    for (const route of probed()) {
      await fc.assert(
        fc.asyncProperty(value, query, body, fc.boolean(), async (param, q, payload, signedIn) => {
          const { res, url } = await probe(signedIn ? parent : visitor, route, param, q, payload);
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (!explained(res))
            failures.push(
              `${route.method} ${url} → ${res.statusCode} without a message: ${res.body.slice(0, 200)}`,
            );
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('refuses malformed JSON with a clear 400 on every route that takes a body', async () => {
    const failures: string[] = [];
    for (const route of probed().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const res = await parent.request({
        method: route.method as 'POST',
        url: fillPath(route.url, 'x'),
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.c", ',
      });
      probes += 1;
      if (res.statusCode >= 500 || !explained(res)) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('still answers after the storm', async () => {
    const res = await visitor.get('/api/webshop/shop');
    expect(res.statusCode).toBe(200);
  });
});
