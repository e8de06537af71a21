// The shop settings a studio sets in the price sheet's shop section: imported by staff, they are
// what every parent's shop reads (free delivery, the address form's layout and fields).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopAddresses } from '../../../contract/addresses/shop-settings';
import { studioAddresses as a } from '../../../contract/addresses/studio';
import type { ShopSettings } from '../../../contract/shop-settings';
import type { PriceSheetReport } from '../../../contract/studio';
import { DEMO_STAFF } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';
import { signedInAs } from '../../test/sign-in';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const staff = (): Promise<Browser> => signedInAs(app, DEMO_STAFF);

type Sheet = Record<string, unknown> & { shop?: Record<string, unknown> };

async function importSheet(b: Browser, sheet: Sheet): Promise<PriceSheetReport> {
  const res = await b.post(a.importPrices.path, sheet);
  expect(res.statusCode).toBe(200);
  return res.json() as PriceSheetReport;
}

const settings = async (): Promise<ShopSettings> =>
  (await new Browser(app).get(shopAddresses.settings.path)).json() as ShopSettings;

describe("the price sheet's shop section", () => {
  it('downloads with the demo shop: free delivery from NOK 1,000, a second address line', async () => {
    const sheet = JSON.parse((await (await staff()).get(a.priceSheet.path)).body) as Sheet;
    expect(sheet.shop).toEqual({
      freeShippingThreshold: 100_000,
      country: 'NO',
      gatherAddress2: true,
      gatherState: false,
      states: [],
      hidePostalCode: false,
    });
  });

  it("sets the shop's free delivery and address form for every parent, and sets them back", async () => {
    const b = await staff();
    const sheet = JSON.parse((await b.get(a.priceSheet.path)).body) as Sheet;
    const demo = structuredClone(sheet.shop);
    const us = {
      freeShippingThreshold: -1,
      country: 'US',
      gatherAddress2: false,
      gatherState: true,
      states: ['California', 'New York', 'Texas'],
      hidePostalCode: true,
    };
    const report = await importSheet(b, { ...sheet, shop: us });
    expect(report.ok).toBe(true);
    expect(report.summary?.shopChanged).toBe(true);
    const shop = await settings();
    expect(shop.webshop.freeShippingThreshold).toBe(-1);
    expect(shop.country).toBe('US');
    expect(shop.options).toMatchObject({
      gatherAddress2: false,
      gatherState: true,
      states: ['California', 'New York', 'Texas'],
      hidePostalCode: true,
      // Options the sheet does not speak of stay as they were.
      useAddressAutocompleteService: true,
    });
    // The same section again changes nothing; a sheet without one leaves the shop alone.
    expect((await importSheet(b, { ...sheet, shop: us })).summary?.shopChanged).toBe(false);
    const { shop: _left, ...withoutShop } = sheet;
    expect((await importSheet(b, withoutShop)).summary?.shopChanged).toBe(false);
    expect((await settings()).country).toBe('US');

    expect((await importSheet(b, { ...sheet, shop: demo })).summary?.shopChanged).toBe(true);
    expect((await settings()).webshop.freeShippingThreshold).toBe(100_000);
  });

  it('refuses a section with a country that is no ISO code, a long state or a huge amount', async () => {
    const b = await staff();
    const sheet = JSON.parse((await b.get(a.priceSheet.path)).body) as Sheet;
    for (const shop of [
      { ...sheet.shop, country: 'usa' },
      { ...sheet.shop, states: ['T'.repeat(61)] },
      { ...sheet.shop, freeShippingThreshold: 2 ** 53 },
    ]) {
      const res = await b.post(a.importPrices.path, { ...sheet, shop });
      const report = res.json() as PriceSheetReport;
      expect(report.ok).toBe(false);
      expect(report.issues.length).toBeGreaterThan(0);
    }
    expect((await settings()).country).toBe('NO');
  });

  it('is refused to a parent', async () => {
    const parent = new Browser(app);
    const res = await parent.post(a.importPrices.path, { shop: { country: 'US' } });
    expect([401, 403]).toContain(res.statusCode);
  });
});
