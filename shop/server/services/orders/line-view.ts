// One mapping of a stored order line (cart or order) to the contract's order line
// (docs/rules/purchase.md §3).
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  packages,
  pictures,
  pictureSets,
  products,
  subjects,
  templates,
} from '../../db/schema';
import type { Lang } from '../../lib/i18n/format';
import { localise, type Translations } from '../../lib/i18n/localised';
import {
  templateLineData,
  templateLineFields,
  type TemplateLineData,
} from '../templates/lines-data';

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
  /** Designs (of template lines and package items) named in the reader's language, by designKey. */
  templateNames: Map<string, string>;
  /** Template products and their sub-products named in the reader's language, by product uuid. */
  productNames: Map<string, LocalisedProduct>;
  /** A package line's package named in the reader's language, by package uuid. */
  packageNames: Map<string, string>;
}

/** A product's name and its sub-products' names in one language. */
export interface LocalisedProduct {
  name: string;
  subproducts: { uuid: string; name: string }[];
}

/** A design is one version of a template: the key its name is looked up by. */
const designKey = (ref: { uuid: string; version: number }): string => `${ref.uuid}@${ref.version}`;

const lineKind = (row: LineRow): unknown => (row.data as { kind?: unknown } | null)?.kind;

const PackageLine = z.object({
  kind: z.literal('package'),
  packageUuid: z.string().optional(),
  subjectUuid: z.string().optional(),
  packageItems: z.array(PackageItem),
});
type PackageLine = z.infer<typeof PackageLine>;

const packageLineOf = (row: LineRow): PackageLine | null => {
  const parsed = PackageLine.safeParse(row.data);
  return parsed.success ? parsed.data : null;
};

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
  const packageLines = rows.flatMap((r) => packageLineOf(r) ?? []);
  // A package line names its child in its description; the line itself has no subject.
  const subjectUuids = unique([
    ...rows.map((r) => r.subjectUuid),
    ...packageLines.map((p) => p.subjectUuid ?? null),
  ]);
  const setSubjects = unique(
    rows.filter((r) => lineKind(r) === 'digital-set').map((r) => r.subjectUuid),
  );
  const names = subjectUuids.length
    ? await db
        .select({ uuid: subjects.uuid, name: subjects.name })
        .from(subjects)
        .where(inArray(subjects.uuid, subjectUuids))
    : [];
  const catalogueNames = lang
    ? await translatedNames(db, catalogues, 'uuid', unique(rows.map(catalogueOf)), lang)
    : new Map<string, string>();
  const setNames = lang
    ? await translatedNames(
        db,
        digitalSetOffers,
        'productUuid',
        unique(rows.filter((r) => lineKind(r) === 'digital-set').map((r) => r.productUuid)),
        lang,
      )
    : new Map<string, string>();
  const designs = lang
    ? await designNames(
        db,
        rows.flatMap((r) => templateLineData(r.data) ?? []),
        packageLines,
        rows.flatMap((r) => (templateLineData(r.data) && r.productUuid ? [r.productUuid] : [])),
        lang,
      )
    : { templateNames: new Map(), productNames: new Map(), packageNames: new Map() };
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
    catalogueNames,
    setNames,
    ...designs,
  };
}

/** A text column that is never null, as Drizzle types it. */
type TextColumn = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * The names of a table's rows with the given keys, each in `lang` from the row's translations
 * (its English name where that language has none), by key. Catalogues and digital set offers
 * both keep an English `name` beside `translations`.
 */
async function translatedNames<
  K extends string,
  T extends PgTable &
    Record<K, TextColumn> & {
      name: TextColumn;
      translations: AnyPgColumn<{ data: Translations }>;
    },
>(
  db: Db,
  table: T,
  keyColumn: K,
  keys: readonly string[],
  lang: Lang,
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const key: TextColumn = table[keyColumn];
  // Read as any table: Drizzle's from() cannot judge a generic one.
  const source: PgTable = table;
  const rows = await db
    .select({ key, name: table.name, translations: table.translations })
    .from(source)
    .where(inArray(key, [...keys]));
  return new Map(rows.map((r) => [r.key, localise({ name: r.name }, r.translations, lang).name]));
}

/** The stored name of a language, or the English where that language has none. */
const nameIn = (name: { en: string; nb?: string; sv?: string }, lang: Lang): string =>
  name[lang]?.trim() ? name[lang] : name.en;

/**
 * The designs, template products and packages the lines name, read in `lang`: template lines
 * (their design, product and sub-products), and package lines (the package and its items).
 */
async function designNames(
  db: Db,
  templateLines: readonly TemplateLineData[],
  packageLines: readonly PackageLine[],
  templateProducts: readonly string[],
  lang: Lang,
): Promise<Pick<LineLookups, 'templateNames' | 'productNames' | 'packageNames'>> {
  const items = packageLines.flatMap((p) => p.packageItems);
  const refs = [
    ...templateLines.map((l) => l.template),
    ...items.flatMap((i) => (i.template ? [i.template] : [])),
  ];
  const templateUuids = [...new Set(refs.map((r) => r.uuid))];
  const productUuids = [
    ...new Set([...templateProducts, ...items.flatMap((i) => (i.product ? [i.product.uuid] : []))]),
  ];
  const packageUuids = [...new Set(packageLines.flatMap((p) => p.packageUuid ?? []))];
  const designRows = templateUuids.length
    ? await db
        .select({ uuid: templates.uuid, version: templates.version, name: templates.name })
        .from(templates)
        .where(inArray(templates.uuid, templateUuids))
    : [];
  const productRows = productUuids.length
    ? await db
        .select({ uuid: products.uuid, name: products.name, subproducts: products.subproducts })
        .from(products)
        .where(inArray(products.uuid, productUuids))
    : [];
  const packageRows = packageUuids.length
    ? await db
        .select({ uuid: packages.uuid, name: packages.name })
        .from(packages)
        .where(inArray(packages.uuid, packageUuids))
    : [];
  return {
    templateNames: new Map(designRows.map((t) => [designKey(t), nameIn(t.name, lang)])),
    productNames: new Map(
      productRows.map((p) => [
        p.uuid,
        {
          name: nameIn(p.name, lang),
          subproducts: p.subproducts.map((s) => ({ uuid: s.uuid, name: nameIn(s.name, lang) })),
        },
      ]),
    ),
    packageNames: new Map(packageRows.map((p) => [p.uuid, nameIn(p.name, lang)])),
  };
}

/**
 * A template line read in the lookups' language: its design and product re-named, and its
 * description (the design, then the chosen sub-products, as the line was added) re-written.
 * A design or product since removed keeps the names the line was added with.
 */
function templateLineNames(row: LineRow, line: TemplateLineData, lookups: LineLookups) {
  const templateName = lookups.templateNames.get(designKey(line.template));
  const product = row.productUuid ? lookups.productNames.get(row.productUuid) : undefined;
  const subs = product?.subproducts.filter((s) => line.subProductUuids.includes(s.uuid)) ?? [];
  const described =
    templateName !== undefined && product && subs.length === line.subProductUuids.length
      ? [templateName, ...subs.map((s) => s.name)].join(', ')
      : undefined;
  return { templateName, productName: product?.name, description: described };
}

/**
 * A package line read in the lookups' language: the package ('<package>, <child>' as it was
 * added) and its items' products and designs re-named; what is gone keeps its stored name.
 */
function packageLineNames(line: PackageLine, lookups: LineLookups) {
  const name = line.packageUuid ? lookups.packageNames.get(line.packageUuid) : undefined;
  const child = line.subjectUuid ? lookups.subjectNames.get(line.subjectUuid) : undefined;
  return {
    productName: name,
    description: name !== undefined && child !== undefined ? `${name}, ${child}` : undefined,
    packageItems: line.packageItems.map((item) => ({
      ...item,
      product: item.product && {
        ...item.product,
        name: lookups.productNames.get(item.product.uuid)?.name ?? item.product.name,
      },
      template: item.template && {
        ...item.template,
        name: lookups.templateNames.get(designKey(item.template)) ?? item.template.name,
      },
    })),
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
  const packaged = packageLineOf(row);
  const pack = packaged ? packageLineNames(packaged, lookups) : undefined;
  const designed = templateLineData(row.data);
  const design = designed ? templateLineNames(row, designed, lookups) : undefined;
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
            name:
              catalogueName ??
              setName ??
              design?.productName ??
              pack?.productName ??
              row.productName,
            type: row.productType ?? 0,
          }
        : null,
    quantity: row.quantity,
    description:
      catalogueName ??
      setDescription ??
      design?.description ??
      pack?.description ??
      row.description,
    linePrice: options.prices?.linePrice ?? money(row.linePrice),
    actualLinePrice: options.prices?.actualLinePrice ?? money(row.actualLinePrice),
    maximumQuantity: options.maximumQuantity,
    ...(options.minimumQuantity === undefined ? {} : { minimumQuantity: options.minimumQuantity }),
    canChangeQuantity: options.canChangeQuantity,
    subProductUuids: subProductsOf(row),
    subjects: row.subjectUuid && subjectName ? [{ uuid: row.subjectUuid, name: subjectName }] : [],
    ...templateLineFields(row.data, design?.templateName),
    ...(cover ? { preview: imageUrl({ uuid: cover, size: '320' }) } : {}),
    ...(files ? { digitalFiles: files } : {}),
    ...(pack ? { package: { packageItems: pack.packageItems } } : {}),
  };
}

/** The sub-products a line was bought with (template lines keep them in `data`). */
export function subProductsOf(row: LineRow): string[] {
  const subs = (row.data as { subProductUuids?: unknown } | null)?.subProductUuids;
  return Array.isArray(subs) ? subs.filter((s): s is string => typeof s === 'string') : [];
}
