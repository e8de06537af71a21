// Package offers and the package instance built for one subject.
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  PackageInfo,
  PackageInstance,
  PackageItem,
  PackageOffer,
} from '../../../contract/packages';
import { PackageMessages } from '../../../contract/packages';
import type { Db } from '../../db/client';
import { jobPackages, packages, pictureSets } from '../../db/schema';
import { heldBy } from '../pictures/holds';
import { NotFound, Refused } from '../../lib/domain-errors';
import type { Currency } from '../pricing/money';
import { findProduct, type Lang, type ProductRow } from '../catalogue/products';
import { discountRunning, packageUnitPrice, type PackageRow, remainingSeconds } from './pricing';
import { findTemplate, type StoredTemplate, templateName } from '../templates/templates';
import { fillTemplate } from '../templates/fill';
import { heldSubject, type HeldSubject, newestSubjectUuid } from '../templates/held-pictures';

export interface PackageContext {
  db: Db;
  userUuid: string;
  lang: Lang;
  currency: Currency;
  now: Date;
}

const money = (amount: number, currency: Currency) => ({ amount, currency });

export function offerView(
  row: PackageRow,
  ctx: Pick<PackageContext, 'lang' | 'currency' | 'now'>,
): PackageOffer {
  const running = discountRunning(row, ctx.now);
  return {
    uuid: row.uuid,
    name: row.name[ctx.lang],
    description: row.description[ctx.lang],
    image: row.image,
    type: row.type,
    link: row.link,
    linkText: row.linkText ? row.linkText[ctx.lang] : null,
    linkInfo: row.linkInfo,
    originalPrice: money(row.originalPrice, ctx.currency),
    priceIncludingDiscount: money(row.priceIncludingDiscount, ctx.currency),
    useTimeLimitedDiscount: running,
    timeLimitedDiscountPrice:
      running && row.timeLimitedDiscountPrice !== null
        ? money(row.timeLimitedDiscountPrice, ctx.currency)
        : null,
    disabled: row.disabledReason ? { reason: row.disabledReason[ctx.lang] } : null,
  };
}

/**
 * The packages the given photo days offer together, or null for every package. The price sheet
 * lists the packages a job offers; a job it lists none for offers every package, so a parent
 * holding a set of such a job sees them all.
 */
export async function offeredPackages(db: Db, jobUuids: string[]): Promise<Set<string> | null> {
  if (jobUuids.length === 0) return null;
  const rows = await db
    .select({ job: jobPackages.jobUuid, pkg: jobPackages.packageUuid })
    .from(jobPackages)
    .where(inArray(jobPackages.jobUuid, jobUuids));
  const limited = new Set(rows.map((r) => r.job));
  if (jobUuids.some((job) => !limited.has(job))) return null;
  return new Set(rows.map((r) => r.pkg));
}

/** A package the subject's photo day does not offer is, for that subject, not there. */
export async function assertOffered(db: Db, row: PackageRow, held: HeldSubject): Promise<void> {
  const offered = await offeredPackages(db, [held.jobUuid]);
  if (offered && !offered.has(row.uuid)) throw new NotFound(PackageMessages.notFound);
}

export async function packageInfo(ctx: PackageContext): Promise<PackageInfo> {
  const heldJobs = await ctx.db
    .selectDistinct({ job: pictureSets.jobUuid })
    .from(pictureSets)
    .where(heldBy(ctx.userUuid));
  const offered = await offeredPackages(
    ctx.db,
    heldJobs.map((r) => r.job),
  );
  const rows = (await ctx.db.select().from(packages).orderBy(asc(packages.position))).filter(
    (row) => !offered || offered.has(row.uuid),
  );
  return {
    packages: rows.map((row) => offerView(row, ctx)),
    remainingTime: remainingSeconds(rows, ctx.now),
  };
}

/** An enabled package (type package) or a 404 / 400. */
export async function findPackage(db: Db, uuid: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.uuid, uuid));
  if (!row || row.type !== 'package') throw new NotFound(PackageMessages.notFound);
  if (row.disabledReason) throw new Refused('package-disabled', PackageMessages.disabled);
  return row;
}

/** The subject the package is for: the one asked for if the user holds it, else the newest. */
export async function packageSubject(
  ctx: PackageContext,
  subjectUuid: string | undefined,
): Promise<HeldSubject> {
  const uuid = subjectUuid ?? (await newestSubjectUuid(ctx.db, ctx.userUuid));
  if (!uuid) throw new NotFound(PackageMessages.noPictureSet);
  const held = await heldSubject(ctx.db, ctx.userUuid, uuid);
  if (!held) throw new NotFound(PackageMessages.subjectNotFound);
  return held;
}

/** The catalogue a package includes: the school's photo catalogue of the photo day's year. */
export const catalogueName = (held: HeldSubject): string => `${held.school.name} ${held.year}`;

/** The items of a package, template items pre-filled with the subject's pictures. */
async function freshItems(
  ctx: PackageContext,
  row: PackageRow,
  held: HeldSubject,
): Promise<PackageItem[]> {
  const items: PackageItem[] = [];
  for (const [index, item] of row.items.entries()) {
    if (item.type !== 'TEMPLATE_PRODUCT') {
      items.push({
        type: item.type,
        index,
        product: null,
        template: null,
        templateData: null,
        version: 1,
        canChangeTemplate: false,
        catalogue: item.type === 'CATALOGUE' ? { name: catalogueName(held) } : null,
      });
      continue;
    }
    const product = await findProduct(ctx.db, item.productUuid);
    const stored = await findTemplate(ctx.db, item.templateUuid);
    if (!product || !stored) throw new Error(`Package ${row.uuid} names a missing design`);
    const data = await fillTemplate(
      ctx.db,
      stored.template,
      held,
      ctx.lang,
      ctx.now.getUTCFullYear(),
    );
    items.push({
      type: 'TEMPLATE_PRODUCT',
      index,
      ...designNames(product, stored, ctx.lang),
      templateData: { year: data.year, userResources: data.userResources.map((r) => ({ ...r })) },
      version: 1,
      canChangeTemplate: item.canChangeTemplate,
      catalogue: null,
    });
  }
  return items;
}

export function instanceOf(
  ctx: PackageContext,
  row: PackageRow,
  held: HeldSubject,
  items: PackageItem[],
): PackageInstance {
  return {
    uuid: row.uuid,
    name: row.name[ctx.lang],
    subject: { uuid: held.subject.uuid, name: held.subject.name, group: held.subject.isGroup },
    allowSubjectChange: row.allowSubjectChange,
    price: money(packageUnitPrice(row, ctx.now), ctx.currency),
    packageItems: items,
  };
}

/** POST /api/webshop/packages/{uuid}: the package built for a subject the user holds. */
export async function createPackageInstance(
  ctx: PackageContext,
  uuid: string,
  subjectUuid: string | undefined,
): Promise<PackageInstance> {
  const row = await findPackage(ctx.db, uuid);
  const held = await packageSubject(ctx, subjectUuid);
  await assertOffered(ctx.db, row, held);
  return instanceOf(ctx, row, held, await freshItems(ctx, row, held));
}

/** The product and the design a package's design item shows, named in the parent's language. */
export function designNames(product: ProductRow, stored: StoredTemplate, lang: Lang) {
  return {
    product: { uuid: product.uuid, name: product.name[lang], type: product.producttype },
    template: {
      uuid: stored.row.uuid,
      version: stored.row.version,
      name: templateName(stored.template, lang),
    },
  };
}
