// The demo shop's products, prices and packages: the demo price sheet, imported through the
// same checks and importer a studio's sheet goes through, every time the demo is seeded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { sheetIssueText } from '../services/prices/messages';
import type { PriceSheet } from '../services/prices/sheet';
import { EDITOR_CASES_PRICE_SHEET } from './cases-editor';
import { PACKAGE_CASES_SHEET } from './cases-packages';
import { importPriceSheet } from '../services/prices/transfer';
import { checkPriceSheetValue } from '../services/prices/validate';

export const DEMO_PRICE_SHEET = path.join(import.meta.dirname, 'price-sheet.json');

/** Days the demo's deadline prices (the grandparents' package) run after seeding. */
export const GRANDPARENTS_DISCOUNT_DAYS = 3;

/**
 * The demo price sheet as seeded at `now`: a package's deadline price runs until
 * GRANDPARENTS_DISCOUNT_DAYS after seeding, so a fresh demo always shows a running offer.
 */
export async function demoPriceSheet(now: Date): Promise<PriceSheet> {
  const sheet = JSON.parse(await readFile(DEMO_PRICE_SHEET, 'utf8')) as PriceSheet;
  // The demo's cases keep their products and packages in sheets of their own.
  for (const file of [EDITOR_CASES_PRICE_SHEET]) {
    const part = JSON.parse(await readFile(file, 'utf8')) as Pick<
      PriceSheet,
      'products' | 'packages'
    >;
    sheet.products.push(...part.products);
    sheet.packages.push(...part.packages);
  }
  sheet.packages.push(...PACKAGE_CASES_SHEET.packages);
  sheet.jobs.push(...PACKAGE_CASES_SHEET.jobs);
  const deadline = new Date(now.getTime() + GRANDPARENTS_DISCOUNT_DAYS * 86_400_000);
  for (const pkg of sheet.packages)
    if (pkg.deadlinePrice !== null) pkg.deadline = deadline.toISOString();
  return sheet;
}

/** Imports the demo price sheet; a sheet that fails its checks stops the seed with the report. */
export async function seedPrices(db: Db, now = new Date()): Promise<void> {
  const check = await checkPriceSheetValue(db, await demoPriceSheet(now));
  if (!check.ok)
    throw new Error(
      `${DEMO_PRICE_SHEET}:\n${check.issues.map((i) => sheetIssueText(i, 'en')).join('\n')}`,
    );
  await importPriceSheet(db, check.sheet);
}
