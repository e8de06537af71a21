// One mapping of a stored order line (cart or order) to the contract's order line
// (docs/rules/purchase.md §3).
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderLine } from '../../../contract/cart';
import { imageUrl } from '../../../contract/images';
import type { Money } from '../../../contract/money';
import { PackageItem } from '../../../contract/packages';
import type { Db } from '../../db/client';
import {
  catalogues,
  digitalSetOffers,
  type LineRow,
  pictures,
  pictureSets,
  subjects,
} from '../../db/schema';
import type { Lang } from '../../lib/i18n/format';
import { localise } from '../../lib/i18n/localised';
import { templateLineFields } from '../templates/lines-data';

/** What the lines name besides themselves: subjects, and the pictures a digital set buys. */
export interface LineLookups {
  subjectNames: Map<string, string>;
  /** A digital set buys the subject's portraits (IP, as downloads count them), in set order. */
  setPictures: Map<string, string[]>;
  /** A catalogue line's catalogue named in the reader's language, by catalogue uuid. */
  catalogueNames: Map<string, string>;
  /** A catalogue line's subject's cover picture (its favourite, else first portrait), by subject. */
  catalogueCovers: Map<string, string>;
  /** A digital set line's set named in the reader's language, by the offer's product uuid. */
  setNames: Map<string, string>;
}

const lineKind = (row: LineRow): unknown => (row.data as { kind?: unknown } | null)?.kind;

const PackageLine = z.object({ kind: z.literal('package'), packageItems: z.array(PackageItem) });

const catalogueSubjectOf = (row: LineRow): string | null => {
  const data = row.data as { kind?: unknown; subjectUuid?: unknown } | null;
  return data?.kind === 'catalogue' && typeof data.subjectUuid === 'string'
    ? data.subjectUuid
    : null;
};

const catalogueOf = (row: LineRow): string | null => {
  const data = row.data as { kind?: unknown; catalogueUuid?: unknown } | null;
  return data?.kind === 'catalogue' && typeof data.catalogueUuid === 'string'
    ? data.catalogueUuid
    : null;
};

/**
 * What the lines name besides themselves. With a language, catalogue and digital set lines are
 * named in it (the line keeps the name in the language it was added in); without, as stored.
 */
export async function lineLookups(
  db: Db,
  rows: readonly LineRow[],
  lang?: Lang,
): Promise<LineLookups> {
  const unique = (list: (string | null)[]) =>
    [...new Set(list)].filter((s): s is string => s !== null);
  const subjectUuids = unique(rows.map((r) => r.subjectUuid));
  const setSubjects = unique(
    rows.filter((r) => lineKind(r) === 'digital-set').map((r) => r.subjectUuid),
  );
  const names = subjectUuids.length
    ? await db
        .select({ uuid: subjects.uuid, name: subjects.name })
        .from(subjects)
        .where(inArray(subjects.uuid, subjectUuids))
    : [];
  const catalogueUuids = lang ? unique(rows.map(catalogueOf)) : [];
  const named = catalogueUuids.length
    ? await db
        .select({
          uuid: catalogues.uuid,
          name: catalogues.name,
          translations: catalogues.translations,
        })
        .from(catalogues)
        .where(inArray(catalogues.uuid, catalogueUuids))
    : [];
  const setProducts = lang
    ? unique(rows.filter((r) => lineKind(r) === 'digital-set').map((r) => r.productUuid))
    : [];
  const sets = setProducts.length
    ? await db
        .select({
          productUuid: digitalSetOffers.productUuid,
          name: digitalSetOffers.name,
          translations: digitalSetOffers.translations,
        })
        .from(digitalSetOffers)
        .where(inArray(digitalSetOffers.productUuid, setProducts))
    : [];
  // One read of the pictures serves both: a digital set lists its subject's portraits, and a
  // catalogue line shows its subject's cover picture, as the picture-set list does.
  const coverSubjects = unique(rows.map(catalogueSubjectOf));
  const pictureSubjects = unique([...setSubjects, ...coverSubjects]);
  const candidates = pictureSubjects.length
    ? await db
        .select({
          subjectUuid: pictureSets.subjectUuid,
          uuid: pictures.uuid,
          type: pictures.pictureType,
          keywords: pictures.keywords,
        })
        .from(pictures)
        .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
        .where(inArray(pictureSets.subjectUuid, pictureSubjects))
        .orderBy(asc(pictures.position))
    : [];
  const setPictures = new Map<string, string[]>();
  for (const subject of setSubjects)
    setPictures.set(
      subject,
      candidates.filter((p) => p.subjectUuid === subject && p.type === 'IP').map((p) => p.uuid),
    );
  const catalogueCovers = new Map<string, string>();
  for (const subject of coverSubjects) {
    const own = candidates.filter((p) => p.subjectUuid === subject);
    const cover =
      own.find((p) => p.keywords.includes('favorite')) ??
      own.find((p) => p.type === 'IP') ??
      own[0];
    if (cover) catalogueCovers.set(subject, cover.uuid);
  }
  return {
    catalogueCovers,
    subjectNames: new Map(names.map((s) => [s.uuid, s.name])),
    setPictures,
    catalogueNames: new Map(
      named.map((c) => [c.uuid, localise(c, c.translations, lang ?? 'en').name]),
    ),
    setNames: new Map(
      sets.map((o) => [o.productUuid, localise(o, o.translations, lang ?? 'en').name]),
    ),
  };
}

function digitalFiles(row: LineRow, lookups: LineLookups): OrderLine['digitalFiles'] {
  if (row.pictureUuid !== null) return [{ uuid: row.pictureUuid }];
  if (lineKind(row) === 'digital-set' && row.subjectUuid !== null)
    return (lookups.setPictures.get(row.subjectUuid) ?? []).map((uuid) => ({ uuid }));
  return undefined;
}

export interface LineViewOptions {
  currency: string;
  /** The line's prices as the pricing core computed them; the stored ones otherwise. */
  prices?: { linePrice: Money; actualLinePrice: Money } | undefined;
  /** Cart lines may change quantity (not digital ones); order lines never do. */
  canChangeQuantity: boolean;
  maximumQuantity: number | null;
  /** Cart lines of a product: its minimum order quantity. */
  minimumQuantity?: number | undefined;
}

/** 0 product, 1 rebate/voucher, 2 discount, 3 fee/extra, 4 total. */
export const lineType = (n: number): OrderLine['type'] =>
  n === 1 || n === 2 || n === 3 || n === 4 ? n : 0;

export function orderLineView(
  row: LineRow,
  lookups: LineLookups,
  options: LineViewOptions,
): OrderLine {
  const money = (amount: number): Money => ({ amount, currency: options.currency });
  const subjectName = row.subjectUuid ? lookups.subjectNames.get(row.subjectUuid) : undefined;
  const files = digitalFiles(row, lookups);
  const packaged = PackageLine.safeParse(row.data);
  const catalogue = catalogueOf(row);
  const catalogueName = catalogue ? lookups.catalogueNames.get(catalogue) : undefined;
  // A digital set line reads '<set>, <child>' as it was added, in the reader's language.
  const setName =
    lineKind(row) === 'digital-set' && row.productUuid
      ? lookups.setNames.get(row.productUuid)
      : undefined;
  const setDescription =
    setName === undefined ? undefined : [setName, subjectName].filter(Boolean).join(', ');
  const coverSubject = catalogueSubjectOf(row);
  const cover = coverSubject ? lookups.catalogueCovers.get(coverSubject) : undefined;
  return {
    uuid: row.uuid,
    type: lineType(row.type),
    product:
      row.productUuid && row.productName
        ? {
            uuid: row.productUuid,
            name: catalogueName ?? setName ?? row.productName,
            type: row.productType ?? 0,
          }
        : null,
    quantity: row.quantity,
    description: catalogueName ?? setDescription ?? row.description,
    linePrice: options.prices?.linePrice ?? money(row.linePrice),
    actualLinePrice: options.prices?.actualLinePrice ?? money(row.actualLinePrice),
    maximumQuantity: options.maximumQuantity,
    ...(options.minimumQuantity === undefined ? {} : { minimumQuantity: options.minimumQuantity }),
    canChangeQuantity: options.canChangeQuantity,
    subProductUuids: subProductsOf(row),
    subjects: row.subjectUuid && subjectName ? [{ uuid: row.subjectUuid, name: subjectName }] : [],
    ...templateLineFields(row.data),
    ...(cover ? { preview: imageUrl({ uuid: cover, size: '320' }) } : {}),
    ...(files ? { digitalFiles: files } : {}),
    ...(packaged.success ? { package: { packageItems: packaged.data.packageItems } } : {}),
  };
}

/** The sub-products a line was bought with (template lines keep them in `data`). */
export function subProductsOf(row: LineRow): string[] {
  const subs = (row.data as { subProductUuids?: unknown } | null)?.subProductUuids;
  return Array.isArray(subs) ? subs.filter((s): s is string => typeof s === 'string') : [];
}
