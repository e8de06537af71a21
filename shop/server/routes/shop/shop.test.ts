import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ShopSettings } from '../../../contract/shop-settings';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sharedTestApp } from '../../test/hooks';
import { openTestDatabase } from '../../test/database';
import { Browser } from '../../test/client';

const app = sharedTestApp();

describe('shop settings', () => {
  it("answers the demo shop's settings as the contract says", async () => {
    const res = await new Browser(app()).get('/api/webshop/shop');
    expect(res.statusCode).toBe(200);
    const shop = ShopSettings.parse(res.json());
    expect(shop).toMatchObject({
      name: 'Keepsake Demo',
      currency: 'NOK',
      webshop: { freeShippingThreshold: 100000, hasPrivacyPolicy: true },
      locale: {
        default_language: 'en',
        languages: [
          { name: 'en', long: 'English' },
          { name: 'nb', long: 'Norsk bokmål' },
          { name: 'sv', long: 'Svenska' },
        ],
      },
      options: {
        acceptMailDefaultOn: true,
        disableAcceptMailWhenLoggingIn: false,
        allowOwnPhotos: true,
        gatherAddress2: true,
      },
    });
    expect(shop.contactInfo.email).toBe('hello@keepsake.test');
    expect(shop.terms.termsOfService).toContain('Keep your codes and password to yourself.');
  });

  it('carries the side menu: children, a share modal and every visibility', async () => {
    const { menu } = ShopSettings.parse((await new Browser(app()).get('/api/webshop/shop')).json());
    expect(menu.find((m) => m.type === 'modal')?.target).toBe('share-picture-sets');
    expect(menu.some((m) => m.children.length > 0)).toBe(true);
    expect(new Set(menu.map((m) => m.visibility))).toEqual(new Set([0, 1, 2]));
    expect(menu[0]?.title).toEqual({ en: 'Products', nb: 'Produkter', sv: 'Produkter' });
    expect(menu.flatMap((m) => m.children).some((c) => c.type === 'external')).toBe(true);
  });

  it('answers the privacy policy', async () => {
    const res = (await new Browser(app()).get('/api/webshop/privacy-policy')).json();
    expect(res.data.privacyPolicy).toMatch(/^Keepsake Demo processes the pictures/);
  });
});

describe('cart', () => {
  it('answers an empty cart in minor units and the shop currency', async () => {
    const res = await new Browser(app()).get('/api/webshop/cart');
    expect(res.json()).toEqual({
      orderLines: [],
      summary: { lines: [], totalPrice: { amount: 0, currency: 'NOK' } },
      rebateCode: null,
    });
  });
});

describe('paths that are not API calls', () => {
  it('redirects desktop pages into the responsive shop', async () => {
    const b = new Browser(app());
    const packages = await b.get('/sections/prophoto/packages.php?desktop');
    expect(packages.statusCode).toBe(302);
    expect(packages.headers.location).toBe('/products/packages');
    const edit = await b.get('/sections/cardscalendars/create_package.php?orderpart=abc-1');
    expect(edit.headers.location).toBe('/shopping-cart/edit/abc-1');
    expect((await b.get('/sections/unknown/page.php')).headers.location).toBe('/');
  });

  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await new Browser(app()).get('/api/webshop/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
    const post = await new Browser(app()).post('/ajax/nothing.php', {});
    expect(post.statusCode).toBe(404);
  });

  // One more app() (a PGlite start is slow): production mode with a built web client.
  it('serves the web client with an SPA fallback, and no mailbox in production', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'keepsake-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Keepsake</title>');
    writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    const database = await openTestDatabase();
    const web = await buildApp(
      {
        ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.test' }),
        dataDir: webDir,
      },
      { database, webDir },
    );
    try {
      const page = await web.inject({ method: 'GET', url: '/my-account/picture-sets' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Keepsake</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await web.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
      expect((await web.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({
        error: 'Not found',
      });
      const mailbox = await web.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(mailbox.statusCode).toBe(404);
      expect(mailbox.json()).toEqual({ error: 'Not found' });
    } finally {
      await web.close();
    }
  }, 90_000);
});

describe('what a browser can send', () => {
  it.each([
    ['GET', `/api/webshop/reset-password/${'x'.repeat(700)}`, undefined, undefined],
    ['POST', '/api/webshop/login', 'text/plain', 'hello'],
    ['POST', '/api/webshop/login', 'application/json', '"just a string"'],
    ['POST', '/api/webshop/login', 'application/json', '{"email": 5, "password": []}'],
    ['POST', '/ajax/create.php', 'application/json', '[1,2]'],
    ['POST', '/api/webshop/user/language', 'application/json', '{}'],
    ['GET', `/ajax/prophoto/verify_subject_code.php?code=${'A'.repeat(300)}`, undefined, undefined],
    ['GET', '/api/webshop/pictures/%00?size=320', undefined, undefined],
    ['GET', '/api/webshop/pictures/x?rotation=45', undefined, undefined],
  ])('%s %s answers 4xx with { error }', async (method, url, type, payload) => {
    const res = await new Browser(app()).request({
      method: method as 'GET' | 'POST',
      url,
      ...(type ? { headers: { 'content-type': type } } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json())).toContain('error');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a code with broken escapes as not valid', async () => {
    const res = await new Browser(app()).get(
      '/ajax/prophoto/verify_subject_code.php?code=%E0%A4%A',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, errorMessage: 'The code is not valid' });
  });

  it("answers legacy calls' validation errors in their own shape", async () => {
    const verify = await new Browser(app()).get(
      `/ajax/prophoto/verify_subject_code.php?code=${'A'.repeat(300)}`,
    );
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ valid: false, data: {} });
    // A sentence a parent can read, never the schema's own words (a code longer than any
    // picture set's is a wrong code).
    expect(verify.json().errorMessage).toBe('The code is not valid');
    const create = await new Browser(app()).post('/ajax/create.php', [1, 2]);
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({
      error: 'Something is missing from the request. Please reload the page and try again.',
      data: [],
    });
  });

  it('takes forms only on legacy .php calls', async () => {
    const res = await new Browser(app()).request({
      method: 'POST',
      url: '/api/webshop/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=parent%40keepsake.test&password=keepsake-demo',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Send JSON (application/json) to this call.' });
  });

  it('ignores a forged session cookie', async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/webshop/user',
      cookies: { keepsake_session: 'forged' },
    });
    expect(res.json()).toEqual({ user: null });
  });
});
