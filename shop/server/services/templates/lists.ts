import { eq, inArray } from 'drizzle-orm';
import { createInstance } from '../../../../engine/model/instance/create';
import { toTemplateData } from '../../../../engine/model/instance/templateData';
import type { Template } from '../../../../engine/model/types';
import type { TemplateList, TemplateListItem } from '../../../contract/catalogue';
import type { Db } from '../../db/client';
import { products, templateCategories } from '../../db/schema';
import { NotFound } from '../../lib/domain-errors';
import { meetsCampaignRequirement } from '../pricing/campaign';
import type { Currency } from '../pricing/money';
import { customerFacts, type Lang, productView } from '../catalogue/products';
import { contractTemplateData } from './lines-data';
import { setSuitsTemplate, templateFacets } from './lists-needs';
import { sortProducts } from './lists-sort';
import { productTemplates, templateName, templatePreviewUrl } from './templates';
import { fillTemplate } from './fill';
import { type HeldSubject, heldSubject, newestSubjectUuid } from './held-pictures';

export type ListType = 'cards' | 'calendars' | 'photogifts';

export interface ListQuery {
  type: ListType;
  category?: string;
  subjectUuid?: string;
}

/** The templates assigned to each card subcategory or photo-gift category. */
export async function assignedCategories(db: Db, uuids: string[]): Promise<Map<string, string[]>> {
  const rows = uuids.length
    ? await db
        .select()
        .from(templateCategories)
        .where(inArray(templateCategories.templateUuid, uuids))
    : [];
  const map = new Map<string, string[]>();
  for (const row of rows)
    map.set(row.templateUuid, [...(map.get(row.templateUuid) ?? []), row.category]);
  return map;
}

/** Whether a template belongs in the list of `type` and `category`. */
function inCategory(query: ListQuery, assigned: string[]): boolean {
  if (query.type === 'calendars') return true;
  if (query.type === 'cards' && (!query.category || query.category === 'cards')) return true;
  return query.category !== undefined && assigned.includes(query.category);
}

/** The subject a list is filtered by: the one asked for (404 when not held), else the newest. */
export async function listSubject(
  db: Db,
  userUuid: string | null,
  subjectUuid: string | undefined,
): Promise<HeldSubject | null> {
  if (subjectUuid) {
    const held = await heldSubject(db, userUuid, subjectUuid);
    if (!held) throw new NotFound();
    return held;
  }
  const newest = await newestSubjectUuid(db, userUuid);
  return newest ? heldSubject(db, userUuid, newest) : null;
}

export const subjectTypes = (subject: HeldSubject) =>
  new Set(subject.pictures.map((p) => p.picture.pictureType));

/** The templates of a list for a subject (all templates without one), before filling. */
export async function candidateTemplates(db: Db, query: ListQuery, subject: HeldSubject | null) {
  const rows = await db.select().from(products).where(eq(products.type, query.type));
  const out: { product: (typeof rows)[number]; template: Template; categories: string[] }[] = [];
  for (const product of rows) {
    const stored = await productTemplates(db, product.uuid);
    const assigned = await assignedCategories(
      db,
      stored.map((s) => s.template.uuid),
    );
    for (const { template } of stored) {
      const own = assigned.get(template.uuid) ?? [];
      if (!inCategory(query, own)) continue;
      if (subject && !setSuitsTemplate(template, subjectTypes(subject))) continue;
      out.push({ product, template, categories: [...template.categories, ...own] });
    }
  }
  return out;
}

/** GET /api/webshop/templates/{type}[/categories/{category}[/subjects/{subjectUuid}]]. */
export async function templateList(
  db: Db,
  userUuid: string | null,
  lang: Lang,
  currency: Currency,
  query: ListQuery,
): Promise<TemplateList> {
  const subject = await listSubject(db, userUuid, query.subjectUuid);
  const candidates = await candidateTemplates(db, query, subject);
  const facts = await customerFacts(db, userUuid);
  const productRows = [...new Map(candidates.map((c) => [c.product.uuid, c.product])).values()];
  const views = sortProducts(
    query.type,
    productRows.map((row) => productView(row, lang, facts, currency)),
  );
  const currentYear = new Date().getUTCFullYear();
  const items: TemplateListItem[] = [];
  for (const view of views) {
    for (const { template, categories } of candidates.filter((c) => c.product.uuid === view.uuid)) {
      const data = subject
        ? await fillTemplate(db, template, subject, lang, currentYear)
        : toTemplateData(template, createInstance(template, { language: lang, currentYear }));
      items.push({
        uuid: template.uuid,
        version: template.version,
        name: templateName(template, lang),
        product: { uuid: view.uuid, name: view.name },
        preview: { large: templatePreviewUrl(template.uuid, template.version) },
        width: template.dimensions.width,
        height: template.dimensions.height,
        trimBox: { width: template.trimBox.width, height: template.trimBox.height },
        userResources: contractTemplateData(data).userResources,
        categories,
        ...templateFacets(template),
      });
    }
  }
  return {
    subjectUuid: subject?.subject.uuid ?? null,
    products: views,
    campaignProductUuids: productRows
      .filter((row) => meetsCampaignRequirement(row.campaignrequirement, facts))
      .map((row) => row.uuid),
    items,
  };
}
