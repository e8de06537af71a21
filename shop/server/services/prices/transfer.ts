// Importing a checked price sheet into the shop, and exporting the shop's prices as a sheet.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { digitalProducts, jobPackages, jobs, packages, products, shops } from '../../db/schema';
import {
  digitalRow,
  packageRow,
  productRow,
  sheetDigitalFile,
  sheetPackage,
  sheetProduct,
} from './rows';
import { SHEET_FORMAT, type PriceSheet, type SheetShop } from './sheet';
import { findJobs } from './validate';

/** How many entries of a section were new, changed or already as the sheet says. */
export interface SectionCount {
  added: number;
  updated: number;
  unchanged: number;
}

export interface PriceImportReport {
  products: SectionCount;
  digitalFiles: SectionCount;
  packages: SectionCount;
  /** Whether the packages offered per photo day changed. */
  jobOffersChanged: boolean;
  /** Whether the sheet's shop settings changed the shop's. */
  shopChanged: boolean;
}

type ShopRow = typeof shops.$inferSelect;

/** The shop's settings as a sheet's shop section says them. */
function sheetShop(shop: ShopRow): SheetShop {
  const states = shop.options['states'];
  return {
    freeShippingThreshold: shop.freeShippingThreshold,
    country: shop.country,
    gatherAddress2: shop.options['gatherAddress2'] === true,
    gatherState: shop.options['gatherState'] === true,
    states: Array.isArray(states) ? states : [],
    hidePostalCode: shop.options['hidePostalCode'] === true,
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes one section of a sheet: an entry the shop already has as the sheet says it is counted
 * unchanged and left alone; any other is written over the row of its uuid, or added, and counted.
 */
async function writeSection<Entry extends { uuid: string }, Row extends { uuid: string }>(
  count: SectionCount,
  section: {
    entries: readonly Entry[];
    old: readonly Row[];
    toRow: (entry: Entry) => Row;
    toEntry: (row: Row) => Entry;
    upsert: (row: Row, fields: Omit<Row, 'uuid'>) => Promise<unknown>;
  },
): Promise<void> {
  const old = new Map(section.old.map((r) => [r.uuid, section.toEntry(r)]));
  for (const entry of section.entries) {
    const row = section.toRow(entry);
    const before = old.get(entry.uuid);
    if (before && same(before, section.toEntry(row))) count.unchanged++;
    else {
      const { uuid: _uuid, ...fields } = row;
      await section.upsert(row, fields);
      count[before ? 'updated' : 'added']++;
    }
  }
}

/** The job offers as sorted pairs, for comparing and exporting. */
async function jobOffers(db: Db): Promise<{ job: string; packages: string[] }[]> {
  const rows = await db
    .select({ job: jobPackages.jobUuid, key: jobs.importKey, pkg: jobPackages.packageUuid })
    .from(jobPackages)
    .innerJoin(jobs, eq(jobs.uuid, jobPackages.jobUuid))
    .orderBy(asc(jobPackages.jobUuid), asc(jobPackages.packageUuid));
  const byJob = new Map<string, { job: string; packages: string[] }>();
  for (const row of rows) {
    const offer = byJob.get(row.job) ?? { job: row.key ?? row.job, packages: [] };
    offer.packages.push(row.pkg);
    byJob.set(row.job, offer);
  }
  return [...byJob.values()];
}

/**
 * Writes a checked sheet in one transaction. Entries are matched by uuid and only new or changed ones are written; what the sheet leaves out stays, so
 * carts and orders never lose the product they name, and order lines keep the prices they were
 * bought at (they hold their own amounts). The sheet's job offers replace the shop's: a job the
 * sheet names offers exactly its packages, every other job offers all.
 */
export async function importPriceSheet(db: Db, sheet: PriceSheet): Promise<PriceImportReport> {
  return await db.transaction(async (tx) => {
    // Two imports at once: the second waits for the first rather than mixing their rows.
    await tx.execute(sql`LOCK TABLE ${packages} IN SHARE ROW EXCLUSIVE MODE`);
    const [shop] = await tx.select().from(shops).limit(1);
    if (!shop) throw new Error('No shop to import prices into: create the shop first');
    const count = (): SectionCount => ({ added: 0, updated: 0, unchanged: 0 });
    const report: PriceImportReport = {
      products: count(),
      digitalFiles: count(),
      packages: count(),
      jobOffersChanged: false,
      shopChanged: false,
    };
    if (sheet.shop && !same(sheetShop(shop), sheet.shop)) {
      const { freeShippingThreshold, country, ...options } = sheet.shop;
      await tx
        .update(shops)
        .set({ freeShippingThreshold, country, options: { ...shop.options, ...options } })
        .where(eq(shops.uuid, shop.uuid));
      report.shopChanged = true;
    }

    await writeSection(report.products, {
      entries: sheet.products,
      old: await tx.select().from(products),
      toRow: (entry) => productRow(entry, shop.uuid),
      toEntry: sheetProduct,
      upsert: (row, set) =>
        tx.insert(products).values(row).onConflictDoUpdate({ target: products.uuid, set }),
    });
    await writeSection(report.digitalFiles, {
      entries: sheet.digitalFiles,
      old: await tx.select().from(digitalProducts),
      toRow: (entry) => digitalRow(entry, shop.uuid),
      toEntry: sheetDigitalFile,
      upsert: (row, set) =>
        tx
          .insert(digitalProducts)
          .values(row)
          .onConflictDoUpdate({ target: digitalProducts.uuid, set }),
    });
    await writeSection(report.packages, {
      entries: sheet.packages,
      old: await tx.select().from(packages),
      toRow: (entry) => packageRow(entry, shop.uuid),
      toEntry: sheetPackage,
      upsert: (row, set) =>
        tx.insert(packages).values(row).onConflictDoUpdate({ target: packages.uuid, set }),
    });

    const jobUuids = await findJobs(
      tx,
      sheet.jobs.map((j) => j.job),
    );
    const wanted = sheet.jobs
      .flatMap((j) =>
        [...new Set(j.packages)].map((pkg) => ({
          jobUuid: jobUuids.get(j.job)!,
          packageUuid: pkg,
        })),
      )
      .sort(
        (a, b) => a.jobUuid.localeCompare(b.jobUuid) || a.packageUuid.localeCompare(b.packageUuid),
      );
    const current = (await tx.select().from(jobPackages)).sort(
      (a, b) => a.jobUuid.localeCompare(b.jobUuid) || a.packageUuid.localeCompare(b.packageUuid),
    );
    if (!same(current, wanted)) {
      await tx.delete(jobPackages);
      if (wanted.length > 0) await tx.insert(jobPackages).values(wanted);
      report.jobOffersChanged = true;
    }
    return report;
  });
}

/** The shop's current prices as a sheet: importing it again changes nothing. */
export async function exportPriceSheet(db: Db): Promise<PriceSheet> {
  const [shop] = await db.select().from(shops).limit(1);
  const productRows = await db
    .select()
    .from(products)
    .orderBy(asc(products.type), asc(products.sortOrder), asc(products.uuid));
  const digitalRows = await db
    .select()
    .from(digitalProducts)
    .orderBy(asc(digitalProducts.pictureType));
  const packageRows = await db
    .select()
    .from(packages)
    .orderBy(asc(packages.position), asc(packages.uuid));
  return {
    format: SHEET_FORMAT,
    version: 1,
    products: productRows.map(sheetProduct),
    digitalFiles: digitalRows.map(sheetDigitalFile),
    packages: packageRows.map(sheetPackage),
    jobs: await jobOffers(db),
    ...(shop ? { shop: sheetShop(shop) } : {}),
  };
}
