import { eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobPackages, orderLines, products } from '../../db/schema';
import { demoJobUuid } from '../../demo/demo-accounts';
import { demoPriceSheet } from '../../demo/prices';
import { openSeededTestDatabase } from '../../test/app';
import { sheetIssueText } from './messages';
import { MAX_INTEGER, type PriceSheet } from './sheet';
import { exportPriceSheet, importPriceSheet } from './transfer';
import { checkPriceSheet, checkPriceSheetValue } from './validate';

let database: Database;

beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const clone = (sheet: PriceSheet): PriceSheet => structuredClone(sheet);

/** The issues' texts in a language, or [] when the sheet passes. */
async function problems(value: unknown, lang: 'en' | 'nb' | 'sv' = 'en'): Promise<string[]> {
  const check = await checkPriceSheetValue(database.db, value);
  return check.ok ? [] : check.issues.map((i) => sheetIssueText(i, lang));
}

describe('price sheet export and import', () => {
  it('seeds the demo shop from the demo price sheet', async () => {
    const exported = await exportPriceSheet(database.db);
    const demo = await demoPriceSheet(new Date());
    expect(await checkPriceSheetValue(database.db, demo)).toMatchObject({ ok: true });
    const grandparents = exported.packages.find((p) => p.deadline !== null)!;
    // The deadline runs three days from the seed (a moment ago).
    expect(Date.parse(grandparents.deadline!) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    for (const pkg of [...exported.packages, ...demo.packages]) pkg.deadline &&= 'seed + 3 days';
    // The export has an order of its own; the demo's sheets are in written order.
    for (const sheet of [exported, demo]) {
      sheet.products.sort((x, y) => x.uuid.localeCompare(y.uuid));
      sheet.jobs.sort((x, y) => x.job.localeCompare(y.job));
    }
    expect(exported).toEqual(demo);
  });

  it('exports the shop and imports the export without changing a row', async () => {
    const before = await exportPriceSheet(database.db);
    expect(before.products.length).toBeGreaterThan(5);
    expect(before.packages.length).toBeGreaterThan(1);
    const check = await checkPriceSheet(database.db, JSON.stringify(before));
    expect(check).toMatchObject({ ok: true });
    const report = await importPriceSheet(database.db, before);
    expect(report.products).toEqual({ added: 0, updated: 0, unchanged: before.products.length });
    expect(report.packages.updated + report.packages.added).toBe(0);
    expect(report.digitalFiles.updated + report.digitalFiles.added).toBe(0);
    expect(report.jobOffersChanged).toBe(false);
    expect(await exportPriceSheet(database.db)).toEqual(before);
  });

  it('round-trips any valid product and package prices (property)', async () => {
    const base = await exportPriceSheet(database.db);
    const money = fc.integer({ min: 0, max: MAX_INTEGER });
    const name = fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((s) => [...s].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }),
        money,
        fc.record({ en: name, nb: name, sv: name }),
        fc.integer({ min: 0, max: MAX_INTEGER - 1 }),
        async (quantities, price, names, packagePrice) => {
          const sheet = clone(base);
          const product = sheet.products[0]!;
          product.name = names;
          product.prices = quantities.map((quantity, i) => ({
            quantity,
            price: Math.max(0, price - i),
            campaignPrice: null,
            type: 0 as const,
          }));
          const pkg = sheet.packages.find((p) => p.type === 'package')!;
          pkg.originalPrice = packagePrice + 1;
          pkg.price = packagePrice;
          const check = await checkPriceSheetValue(database.db, sheet);
          expect(check.ok).toBe(true);
          await importPriceSheet(database.db, sheet);
          const exported = await exportPriceSheet(database.db);
          expect(exported.products.find((p) => p.uuid === product.uuid)).toEqual(product);
          expect(exported.packages.find((p) => p.uuid === pkg.uuid)).toEqual(pkg);
        },
      ),
      { numRuns: 15 },
    );
    await importPriceSheet(database.db, base);
    expect(await exportPriceSheet(database.db)).toEqual(base);
  });

  it('re-import updates prices while bought order lines keep theirs', async () => {
    const linesBefore = await database.db
      .select()
      .from(orderLines)
      .where(isNotNull(orderLines.orderUuid));
    expect(linesBefore.length).toBeGreaterThan(0);
    const base = await exportPriceSheet(database.db);
    const dearer = clone(base);
    for (const product of dearer.products)
      product.prices = product.prices.map((t) => ({ ...t, price: t.price * 2 }));
    const report = await importPriceSheet(database.db, dearer);
    expect(report.products.updated).toBe(base.products.length);
    const [mug] = await database.db
      .select()
      .from(products)
      .where(eq(products.uuid, base.products.find((p) => p.name.en === 'Photo mug')!.uuid));
    expect(mug?.productprices[0]?.price).toBe(39_800);
    const linesAfter = await database.db
      .select()
      .from(orderLines)
      .where(isNotNull(orderLines.orderUuid));
    expect(linesAfter).toEqual(linesBefore);
    await importPriceSheet(database.db, base);
  });

  it('sets the packages a photo day offers by its key, and a re-import replaces them', async () => {
    const job = demoJobUuid('fjellvang2026');
    const sheet = await exportPriceSheet(database.db);
    const first = sheet.packages[0]!.uuid;
    sheet.jobs = [{ job: 'fjellvang2026', packages: [first] }];
    expect(await problems(sheet)).toEqual([]);
    expect((await importPriceSheet(database.db, sheet)).jobOffersChanged).toBe(true);
    expect(await database.db.select().from(jobPackages)).toEqual([
      { jobUuid: job, packageUuid: first },
    ]);
    expect((await exportPriceSheet(database.db)).jobs).toEqual(sheet.jobs);
    sheet.jobs = [];
    await importPriceSheet(database.db, sheet);
    expect(await database.db.select().from(jobPackages)).toEqual([]);
  });
});

describe('price sheet checks', () => {
  it('refuses a file that is not JSON, in the staff language', async () => {
    const check = await checkPriceSheet(database.db, '{"format":');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(sheetIssueText(check.issues[0]!, 'nb')).toMatch(/^Filen er ikke JSON/);
  });

  it('names the row and field of a negative, fractional or overflowing price', async () => {
    const sheet = await exportPriceSheet(database.db);
    sheet.products[1]!.prices[0]!.price = -100;
    sheet.products[2]!.prices[0]!.price = 12.5;
    sheet.products[3]!.prices[0]!.price = 2 ** 31;
    sheet.packages[0]!.originalPrice = Number.MAX_SAFE_INTEGER;
    expect(await problems(sheet)).toEqual([
      'products[1].prices[0].price: This must not be negative.',
      'products[2].prices[0].price: This must be a whole number (amounts in øre).',
      'products[3].prices[0].price: This must be at most 2147483647.',
      'packages[0].originalPrice: This must be at most 2147483647.',
    ]);
    expect(await problems(sheet, 'sv')).toContain(
      'products[1].prices[0].price: Detta får inte vara negativt.',
    );
  });

  it('refuses a NUL byte, a missing language, an unknown field and a price given as text', async () => {
    const sheet = await exportPriceSheet(database.db);
    const value = JSON.parse(JSON.stringify(sheet)) as Record<string, unknown[]>;
    const product = value.products![0] as Record<string, unknown>;
    product.name = { en: 'Mug\u0000', nb: 'Kopp' };
    product.colour = 'red';
    (product.prices as Record<string, unknown>[])[0]!.price = '149';
    expect(await problems(value, 'nb')).toEqual([
      'products[0].name.en: Dette inneholder tegn som ikke er tillatt (kontrolltegn).',
      'products[0].name.sv: Feltet mangler.',
      'products[0].prices[0].price: Dette må være et tall.',
      'products[0]: Ukjent felt colour.',
    ]);
  });

  it('refuses an unknown photo day, product or package, duplicates and odd prices', async () => {
    const sheet = await exportPriceSheet(database.db);
    sheet.jobs = [{ job: 'no-such-day', packages: ['no-such-package'] }];
    sheet.products.push(clone(sheet).products[0]!);
    sheet.products[1]!.prices[0]!.campaignPrice = sheet.products[1]!.prices[0]!.price;
    const pkg = sheet.packages.find((p) => p.items.some((i) => i.type === 'TEMPLATE_PRODUCT'))!;
    const item = pkg.items.find((i) => i.type === 'TEMPLATE_PRODUCT')!;
    if (item.type === 'TEMPLATE_PRODUCT') item.productUuid = 'gone-product';
    pkg.price = pkg.originalPrice + 1;
    pkg.deadlinePrice = 100;
    pkg.deadline = null;
    const found = await problems(sheet);
    const index = sheet.packages.indexOf(pkg);
    expect(found).toEqual(
      expect.arrayContaining([
        `products[${sheet.products.length - 1}]: ${sheet.products[0]!.uuid} appears twice in the sheet.`,
        'products[1].prices[0].campaignPrice: The campaign price must be lower than the price.',
        `packages[${index}].price: The price must not be above the original price.`,
        `packages[${index}].deadline: A deadline price needs a deadline, and a deadline a price.`,
        expect.stringMatching(
          new RegExp(
            `^packages\\[${index}\\]\\.items\\[\\d+\\]\\.productUuid: No product gone-product`,
          ),
        ),
        'jobs[0].packages[0]: No package no-such-package in the sheet or the shop.',
        'jobs[0].job: No photo day no-such-day in the shop.',
      ]),
    );
    // Nothing was written: the shop still exports what it had.
    expect((await exportPriceSheet(database.db)).products).toHaveLength(sheet.products.length - 1);
  });
});
