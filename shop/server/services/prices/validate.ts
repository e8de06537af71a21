// Checking a price sheet: its shape (sheet.ts) and the rules between its rows and the shop.
import { inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { digitalProducts, jobs, packages, products } from '../../db/schema';
import type { SheetIssue, SheetIssueCode } from './messages';
import { PriceSheetSchema, type PriceSheet, type SheetTier } from './sheet';

export type SheetCheck = { ok: true; sheet: PriceSheet } | { ok: false; issues: SheetIssue[] };

/** `products[2].prices[0].price` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** One zod problem as a sheet issue the studio can read in its language. */
function fromZod(issue: z.core.$ZodIssue): SheetIssue[] {
  const where = pathText(issue.path);
  const one = (code: SheetIssueCode, detail = ''): SheetIssue[] => [{ where, code, detail }];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return one('not-whole');
      if (/received undefined/.test(issue.message)) return one('missing');
      return one('wrong-type', issue.expected);
    case 'too_small':
      if (issue.origin === 'string') return one(issue.minimum === 1 ? 'empty' : 'too-small');
      if (issue.origin === 'array') return one('too-small', `${String(issue.minimum)}`);
      if (Number(issue.minimum) === 0) return one('negative');
      return one('too-small', String(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return one('too-long', String(issue.maximum));
      return one('too-large', String(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'datetime') return one('bad-date');
      if (issue.format === 'regex' && where.endsWith('uuid')) return one('invalid', issue.format);
      return one('bad-characters');
    case 'invalid_value':
      return one('not-allowed', issue.values.map((v) => String(v)).join(', '));
    case 'invalid_union':
      return one('invalid');
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ where, code: 'unknown-field' as const, detail: key }));
    default:
      return one('invalid', '');
  }
}

/** Rules within the sheet that its shape cannot say. */
function sheetRules(sheet: PriceSheet): SheetIssue[] {
  const issues: SheetIssue[] = [];
  const unique = (section: string, keys: string[]) => {
    const seen = new Set<string>();
    keys.forEach((key, row) => {
      if (seen.has(key))
        issues.push({ where: `${section}[${row}]`, code: 'duplicate', detail: key });
      seen.add(key);
    });
  };
  const tiers = (where: string, rows: SheetTier[]) => {
    const starts = new Set<string>();
    rows.forEach((tier, row) => {
      const key = `${tier.type}:${tier.quantity}`;
      if (starts.has(key))
        issues.push({
          where: `${where}[${row}].quantity`,
          code: 'duplicate-tier',
          detail: String(tier.quantity),
        });
      starts.add(key);
      // A campaign price is a saving: one at or above the price would never apply.
      if (tier.campaignPrice !== null && tier.campaignPrice >= tier.price)
        issues.push({
          where: `${where}[${row}].campaignPrice`,
          code: 'campaign-not-lower',
          detail: '',
        });
    });
  };
  unique(
    'products',
    sheet.products.map((p) => p.uuid),
  );
  unique(
    'products.options',
    sheet.products.flatMap((p) => p.options.map((o) => o.uuid)),
  );
  unique(
    'digitalFiles',
    sheet.digitalFiles.map((d) => d.pictureType),
  );
  unique(
    'packages',
    sheet.packages.map((p) => p.uuid),
  );
  unique(
    'jobs',
    sheet.jobs.map((j) => j.job),
  );
  sheet.products.forEach((p, row) => tiers(`products[${row}].prices`, p.prices));
  sheet.digitalFiles.forEach((d, row) => tiers(`digitalFiles[${row}].prices`, d.prices));
  sheet.packages.forEach((p, row) => {
    const where = `packages[${row}]`;
    if (p.price > p.originalPrice)
      issues.push({ where: `${where}.price`, code: 'discount-not-lower', detail: '' });
    if ((p.deadlinePrice === null) !== (p.deadline === null))
      issues.push({ where: `${where}.deadline`, code: 'deadline-incomplete', detail: '' });
  });
  return issues;
}

/**
 * The references (`where` in the sheet, the uuid it names) to something neither the sheet nor the
 * shop has: one issue of `code` each. The shop is asked once, for the uuids the sheet lacks.
 */
async function unknownRefs(
  refs: { where: string; uuid: string }[],
  inSheet: Set<string>,
  code: SheetIssueCode,
  inShop: (uuids: string[]) => Promise<{ uuid: string }[]>,
): Promise<SheetIssue[]> {
  const missing = refs.filter((r) => !inSheet.has(r.uuid));
  if (missing.length === 0) return [];
  const known = new Set(
    (await inShop([...new Set(missing.map((r) => r.uuid))])).map((r) => r.uuid),
  );
  return missing
    .filter((ref) => !known.has(ref.uuid))
    .map((ref) => ({ where: ref.where, code, detail: ref.uuid }));
}

/** Products, packages and jobs the sheet names that neither it nor the database holds. */
async function referenceRules(db: Db, sheet: PriceSheet): Promise<SheetIssue[]> {
  const issues: SheetIssue[] = [];
  const sheetProducts = new Set(sheet.products.map((p) => p.uuid));
  const sheetPackages = new Set(sheet.packages.map((p) => p.uuid));

  const productRefs: { where: string; uuid: string }[] = [];
  const requirementRefs = (where: string, r: PriceSheet['products'][number]['campaign']) => {
    if (!r) return;
    if (r.kind === 'hasBoughtProduct' || r.kind === 'productInCart')
      productRefs.push({ where: `${where}.productUuid`, uuid: r.productUuid });
    if (r.kind === 'all')
      r.requirements.forEach((inner, i) => requirementRefs(`${where}.requirements[${i}]`, inner));
  };
  sheet.products.forEach((p, row) => requirementRefs(`products[${row}].campaign`, p.campaign));
  sheet.digitalFiles.forEach((d, row) =>
    requirementRefs(`digitalFiles[${row}].campaign`, d.campaign),
  );
  sheet.packages.forEach((p, row) =>
    p.items.forEach((item, i) => {
      if (item.type === 'TEMPLATE_PRODUCT')
        productRefs.push({
          where: `packages[${row}].items[${i}].productUuid`,
          uuid: item.productUuid,
        });
    }),
  );
  issues.push(
    ...(await unknownRefs(productRefs, sheetProducts, 'unknown-product', (uuids) =>
      db.select({ uuid: products.uuid }).from(products).where(inArray(products.uuid, uuids)),
    )),
  );

  const packageRefs = sheet.jobs.flatMap((j, row) =>
    j.packages.map((uuid, i) => ({ where: `jobs[${row}].packages[${i}]`, uuid })),
  );
  issues.push(
    ...(await unknownRefs(packageRefs, sheetPackages, 'unknown-package', (uuids) =>
      db.select({ uuid: packages.uuid }).from(packages).where(inArray(packages.uuid, uuids)),
    )),
  );

  // One digital file per picture type: the shop's own under another uuid counts.
  const types = await db
    .select({ uuid: digitalProducts.uuid, type: digitalProducts.pictureType })
    .from(digitalProducts);
  sheet.digitalFiles.forEach((d, row) => {
    const other = types.find((t) => t.type === d.pictureType && t.uuid !== d.uuid);
    if (other && !sheet.digitalFiles.some((s) => s.uuid === other.uuid))
      issues.push({ where: `digitalFiles[${row}].uuid`, code: 'duplicate', detail: d.pictureType });
  });

  if (sheet.jobs.length > 0) {
    const keys = sheet.jobs.map((j) => j.job);
    const known = await findJobs(db, keys);
    sheet.jobs.forEach((j, row) => {
      if (!known.has(j.job))
        issues.push({ where: `jobs[${row}].job`, code: 'unknown-job', detail: j.job });
    });
  }
  return issues;
}

/** The jobs named by studio key or uuid: name → job uuid. */
export async function findJobs(db: Db, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ uuid: jobs.uuid, key: jobs.importKey })
    .from(jobs)
    .where(or(inArray(jobs.importKey, names), inArray(jobs.uuid, names)));
  const found = new Map<string, string>();
  for (const row of rows) {
    if (row.key !== null && names.includes(row.key)) found.set(row.key, row.uuid);
    if (names.includes(row.uuid)) found.set(row.uuid, row.uuid);
  }
  return found;
}

/** Parses a sheet's text and checks it against its rules and the shop's database. */
export async function checkPriceSheet(db: Db, text: string): Promise<SheetCheck> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      issues: [
        { where: '', code: 'not-json', detail: error instanceof Error ? error.message : '' },
      ],
    };
  }
  return checkPriceSheetValue(db, json);
}

/** Checks an already parsed sheet (the demo's, a test's). */
export async function checkPriceSheetValue(db: Db, value: unknown): Promise<SheetCheck> {
  const parsed = PriceSheetSchema.safeParse(value);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.flatMap(fromZod) };
  const issues = [...sheetRules(parsed.data), ...(await referenceRules(db, parsed.data))];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, sheet: parsed.data };
}
