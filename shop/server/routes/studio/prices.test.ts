// The price sheet in the studio dashboard's API, as staff, a parent and two tabs see it: the
// sheet downloads as a file, a changed sheet imports and the shop sells at the new price, a bad
// sheet is refused whole with each problem in the staff's language, and two imports at once
// both land in order.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../../contract/http';
import { productAddresses } from '../../../contract/addresses/products';
import { studioAddresses as a } from '../../../contract/addresses/studio';
import type { PriceSheetReport } from '../../../contract/studio';
import { DEMO_STAFF } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { signedInAs } from '../../test/sign-in';
import { Browser } from '../../test/client';
import { signInParent } from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const staff = () => signedInAs(app, DEMO_STAFF);

interface Tier {
  quantity: number;
  price: number;
  campaignPrice: number | null;
}
interface Sheet {
  products: { uuid: string; name: { en: string }; prices: Tier[] }[];
}

const MUG = 'Photo mug';

async function download(b: Browser): Promise<Sheet> {
  const res = await b.get(a.priceSheet.path);
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Sheet;
}

/** The sheet with the Photo mug's first tier at `price`. */
function withMugPrice(sheet: Sheet, price: number): Sheet {
  const copy = structuredClone(sheet);
  const mug = copy.products.find((p) => p.name.en === MUG);
  if (!mug?.prices[0]) throw new Error('The demo sheet has no Photo mug');
  mug.prices[0].price = price;
  return copy;
}

const mugPrice = async (b: Browser) =>
  (await download(b)).products.find((p) => p.name.en === MUG)?.prices[0]?.price;

describe('the price sheet in the studio dashboard', () => {
  it('downloads as an attachment that imports back unchanged', async () => {
    const b = await staff();
    const res = await b.get(a.priceSheet.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="price-sheet.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const back = await b.post(a.importPrices.path, JSON.parse(res.body));
    expect(back.statusCode).toBe(200);
    const report = back.json() as PriceSheetReport;
    expect(report.ok).toBe(true);
    expect(report.summary?.products.added).toBe(0);
    expect(report.summary?.products.updated).toBe(0);
    expect(report.summary?.products.unchanged).toBeGreaterThan(0);
  });

  it('imports a changed price, and the shop sells at it', async () => {
    const b = await staff();
    const sheet = await download(b);
    const res = await b.post(a.importPrices.path, withMugPrice(sheet, 24_950));
    expect(res.statusCode).toBe(200);
    const report = res.json() as PriceSheetReport;
    expect(report).toMatchObject({ ok: true, issues: [] });
    expect(report.summary?.products.updated).toBe(1);
    expect(await mugPrice(b)).toBe(24_950);
    const mug = sheet.products.find((p) => p.name.en === MUG);
    const parent = await signInParent(app);
    const shown = await parent.get(pathFor(productAddresses.one.path, { productUuid: mug!.uuid }));
    expect(shown.statusCode).toBe(200);
    expect(
      (shown.json() as { product: { productprices: { price: number }[] } }).product.productprices[0]
        ?.price,
    ).toBe(24_950);
  });

  it('refuses a bad sheet whole, saying where in the staff language, and changes nothing', async () => {
    const b = await staff();
    const before = await download(b);
    const bad = withMugPrice(before, -100);
    bad.products[0]!.name.en = 'Renamed\u0001';
    // The staff member reads the shop in Norwegian: the report is in Norwegian too.
    expect((await b.post('/api/webshop/user/language', { lang: 'nb' })).statusCode).toBe(200);
    const res = await b.post(a.importPrices.path, bad);
    expect(res.statusCode).toBe(200);
    const report = res.json() as PriceSheetReport;
    expect(report.ok).toBe(false);
    expect(report.summary).toBeNull();
    const mugIndex = before.products.findIndex((p) => p.name.en === MUG);
    const negative = report.issues.find((i) => i.where === `products[${mugIndex}].prices[0].price`);
    expect(negative?.code).toBe('negative');
    expect(negative?.text).toMatch(/^products\[\d+\]\.prices\[0\]\.price: /);
    expect(negative?.text).toContain('Dette kan ikke være negativt.');
    expect(report.issues.some((i) => i.where === 'products[0].name.en')).toBe(true);
    expect(await download(b)).toEqual(before);
  });

  it('refuses a body that is not a sheet, and one past the size limit', async () => {
    const b = await staff();
    const res = await b.post(a.importPrices.path, [1, 2]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as PriceSheetReport).ok).toBe(false);
    const huge = await b.request({
      method: 'POST',
      url: a.importPrices.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"pad":"${'x'.repeat(5 * 1024 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('takes two imports at once one after the other', async () => {
    const b = await staff();
    const sheet = await download(b);
    const [one, two] = await Promise.all([
      b.post(a.importPrices.path, withMugPrice(sheet, 30_000)),
      b.post(a.importPrices.path, withMugPrice(sheet, 30_000)),
    ]);
    const reports = [one.json(), two.json()] as PriceSheetReport[];
    expect(reports.map((r) => r.ok)).toEqual([true, true]);
    // The second saw the first's rows: one of them changed the mug, the other found it done.
    expect(reports.map((r) => r.summary?.products.updated).sort()).toEqual([0, 1]);
    expect(await mugPrice(b)).toBe(30_000);
  });

  it('refuses a parent and a visitor before reading the sheet', async () => {
    const parent = await signInParent(app);
    const sheet = await download(await staff());
    const changed = withMugPrice(sheet, 1);
    expect((await parent.get(a.priceSheet.path)).statusCode).toBe(403);
    expect((await parent.post(a.importPrices.path, changed)).statusCode).toBe(403);
    const visitor = new Browser(app);
    expect((await visitor.get(a.priceSheet.path)).statusCode).toBe(401);
    expect((await visitor.post(a.importPrices.path, changed)).statusCode).toBe(401);
    expect(await mugPrice(await staff())).not.toBe(1);
  });
});
