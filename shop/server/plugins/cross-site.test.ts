// The cross-site guard on its own: which requests it refuses, by method, route flag and the
// headers a browser sends (security/cross-site-gets.test.ts runs it against the shop's calls).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import crossSitePlugin, { CROSS_SITE_REFUSED, refusalLanguage } from './cross-site';
import errorsPlugin from './errors';

let app: FastifyInstance;
let calls = 0;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(crossSitePlugin);
  const handler = async () => {
    calls += 1;
    return { done: true };
  };
  app.get('/read', handler);
  app.get('/legacy-write', { config: { changesState: true } }, handler);
  app.get(
    '/legacy-shaped',
    { config: { changesState: true, legacyError: (m) => ({ error: m, valid: false }) } },
    handler,
  );
  app.post('/write', handler);
  await app.ready();
});
afterAll(() => app.close());

const host = 'shop.test';
const send = (method: 'GET' | 'POST' | 'HEAD', url: string, headers: Record<string, string>) =>
  app.inject({ method, url, headers: { host, ...headers } });

describe('the cross-site guard', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['a garbled Origin', { origin: 'not a url' }],
    ['only a Referer from elsewhere', { referer: 'https://evil.example/page' }],
    ['an Origin on another port', { origin: 'http://shop.test:8080' }],
  ])('refuses a marked GET and a POST with %s, before the handler runs', async (_, headers) => {
    const before = calls;
    for (const [method, url] of [
      ['GET', '/legacy-write'],
      ['HEAD', '/legacy-write'],
      ['POST', '/write'],
    ] as const) {
      const res = await send(method, url, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(calls).toBe(before);
  });

  it.each([
    ['the shop’s own fetch', { 'sec-fetch-site': 'same-origin' }],
    ['an address typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['the shop’s Origin', { origin: 'http://shop.test' }],
    ['the shop’s Referer', { referer: 'http://shop.test/my-account' }],
    ['no browser headers at all (a script)', {}],
    // Sec-Fetch-Site wins over a Referer a proxy may have kept.
    [
      'same-origin with an old Referer',
      { 'sec-fetch-site': 'same-origin', referer: 'https://x.y/' },
    ],
  ])('lets %s through', async (_, headers) => {
    expect((await send('GET', '/legacy-write', headers)).statusCode).toBe(200);
    expect((await send('POST', '/write', headers)).statusCode).toBe(200);
  });

  it('lets any site read an unmarked GET', async () => {
    const res = await send('GET', '/read', {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(res.json()).toEqual({ done: true });
  });

  it('shows a followed link a page saying nothing was done', async () => {
    const res = await send('GET', '/legacy-write', {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(Messages.crossSiteLink);
    expect(res.body).toContain(`<a href="/">${Messages.crossSiteOpenShop}</a>`);
  });

  it('says it in the browser’s language when the shop speaks it', async () => {
    const page = async (acceptLanguage: string) =>
      (
        await send('GET', '/legacy-write', {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          'accept-language': acceptLanguage,
        })
      ).body;
    expect(await page('nb-NO,nb;q=0.9,en;q=0.8')).toContain('<h1>Ingenting ble gjort</h1>');
    expect(await page('no')).toContain('<a href="/">Åpne butikken</a>');
    expect(await page('de-DE,sv;q=0.7,en;q=0.5')).toContain('lang="sv"');
    expect(await page('en;q=0.9,sv;q=0.3')).toContain(`<h1>${Messages.crossSiteNothingDone}</h1>`);
    expect(await page('fr')).toContain('lang="en"');
  });

  it('picks the first language the shop speaks by quality, English otherwise', () => {
    expect(refusalLanguage(undefined)).toBe('en');
    expect(refusalLanguage('sv;q=0.5, nb;q=0.8')).toBe('nb');
    expect(refusalLanguage('nn-NO')).toBe('nb');
    expect(refusalLanguage('sv;q=0, en')).toBe('en');
  });

  it('answers a fetch or an image in the call’s error shape', async () => {
    const image = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
    expect((await send('GET', '/legacy-write', image)).json()).toEqual({
      error: CROSS_SITE_REFUSED,
    });
    expect((await send('GET', '/legacy-shaped', image)).json()).toEqual({
      error: CROSS_SITE_REFUSED,
      valid: false,
    });
  });
});
