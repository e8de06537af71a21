// Every answer the shop gives carries its security headers: what the browser may run and load on
// the shop's pages (CSP), that no other site may frame them, that nothing is sniffed into script,
// where the referrer stops and which device features are off. Checked on every registered route
// and on the answers no route gives: static files, the SPA fallback, errors and redirects.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../plugins/errors';
import securityHeadersPlugin, { securityHeaders } from '../plugins/security-headers';
import { signInParent } from '../routes/checkout/test-cart';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

const earlyScript = `window.early = fetch('/api/webshop/shop');`;
const page = `<!doctype html><html><head><title>Keepsake</title><script>${earlyScript}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div>${'<!-- room for the app -->'.repeat(60)}</body></html>`;
const bundle = `export const greeting = ${JSON.stringify('hello, parent! '.repeat(200))};\n`;
const earlyHash = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;

interface Route {
  method: string;
  url: string;
}

let webDir: string;
let app: FastifyInstance;
const routes: Route[] = [];
let visitor: Browser;
let parent: Browser;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'keepsake-headers-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), page);
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), bundle);
  app = await createTestApp({
    webDir,
    limits: { max: 1_000_000, windowMs: 60_000 },
    onRoute: (route) => routes.push(route),
  });
  visitor = new Browser(app);
  parent = await signInParent(app);
}, 120_000);

afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The directives of a CSP header, each with its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What is missing or wrong in one answer's security headers ('' when nothing). */
function missing(res: LightMyRequestResponse): string {
  const h = res.headers;
  const problems: string[] = [];
  const csp = directives(String(h['content-security-policy'] ?? ''));
  if (!csp.get('default-src')?.includes("'self'")) problems.push('CSP default-src');
  const scripts = csp.get('script-src') ?? [];
  if (!scripts.includes("'self'") || scripts.some((s) => /unsafe/.test(s))) {
    problems.push(`CSP script-src ${scripts.join(' ')}`);
  }
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('CSP frame-ancestors');
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push('CSP object-src');
  if (h['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options');
  if (h['x-frame-options'] !== 'DENY') problems.push('X-Frame-Options');
  if (!['same-origin', 'no-referrer'].includes(String(h['referrer-policy']))) {
    problems.push(`Referrer-Policy ${String(h['referrer-policy'])}`);
  }
  if (!/\bcamera=\(\)/.test(String(h['permissions-policy'] ?? ''))) {
    problems.push('Permissions-Policy');
  }
  // The test shop's public address is http://: HSTS there would pin nothing.
  if (h['strict-transport-security'] !== undefined) problems.push('HSTS over http');
  return problems.join(', ');
}

function fillPath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+\??|\*/g, '00000000-0000-0000-0000-000000000000');
}

describe('security headers', () => {
  it('are on the answer of every registered route, to a visitor and to a parent', async () => {
    const failures: string[] = [];
    const probed = routes.filter((r) => r.method !== 'OPTIONS');
    expect(probed.length).toBeGreaterThan(40);
    for (const route of probed) {
      for (const who of [visitor, parent]) {
        const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
        const res = await who.request({
          method: route.method as 'GET',
          url: fillPath(route.url),
          ...(withBody ? { payload: {} } : {}),
        });
        const wrong = missing(res);
        if (wrong) failures.push(`${route.method} ${route.url} → ${res.statusCode}: ${wrong}`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('are on static files, the app shell, redirects and every kind of refusal', async () => {
    const withParam = routes.find((r) => r.method === 'GET' && r.url.includes('/:'))?.url ?? '';
    const answers: [string, Promise<LightMyRequestResponse>, number][] = [
      ['packed asset', visitor.get('/assets/index-abc123.js', { 'accept-encoding': 'br' }), 200],
      ['app shell', visitor.get('/shopping-cart', { 'accept-encoding': 'gzip' }), 200],
      ['front page', visitor.get('/'), 200],
      ['missing asset', visitor.get('/assets/missing-abc.js'), 404],
      ['unknown API call', visitor.get('/api/webshop/nothing-here'), 404],
      ['unknown legacy call', visitor.get('/ajax/nothing.php'), 404],
      ['desktop page redirect', visitor.get('/sections/cart/shopping_cart.php'), 302],
      [
        'body too large',
        visitor.request({
          method: 'POST',
          url: '/api/webshop/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"email":"${'a'.repeat(1_100_000)}"}`,
        }),
        413,
      ],
      [
        'malformed JSON',
        visitor.request({
          method: 'POST',
          url: '/api/webshop/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email": ',
        }),
        400,
      ],
      [
        'form to the JSON API',
        visitor.request({
          method: 'POST',
          url: '/api/webshop/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a',
        }),
        415,
      ],
      [
        'cross-site write',
        visitor.request({
          method: 'POST',
          url: '/api/webshop/login',
          headers: { 'sec-fetch-site': 'cross-site' },
          payload: {},
        }),
        403,
      ],
      ['malformed address', visitor.get('/api/webshop/%E0%A4%A'), 400],
      ['over-long parameter', visitor.get(withParam.replace(/:\w+/, 'x'.repeat(700))), 404],
    ];
    const failures: string[] = [];
    for (const [what, answer, status] of answers) {
      const res = await answer;
      if (res.statusCode !== status) failures.push(`${what}: status ${res.statusCode}`);
      const wrong = missing(res);
      if (wrong) failures.push(`${what} (${res.statusCode}): ${wrong}`);
    }
    expect(failures).toEqual([]);
  });

  it("let index.html's inline script run by its hash, and no other inline script or eval", async () => {
    const res = await visitor.get('/');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'", earlyHash]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('are on a server fault too, with HSTS when the public address is https', async () => {
    const bare = Fastify();
    await bare.register(securityHeadersPlugin, {
      setHeaders: securityHeaders({ https: true, scriptHashes: [] }),
    });
    await bare.register(errorsPlugin);
    bare.get('/broken', async () => {
      throw new Error('the disk is gone');
    });
    const res = await bare.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(
      directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests'),
    ).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    await bare.close();
  });
});
