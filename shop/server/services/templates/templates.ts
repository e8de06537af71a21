import { and, asc, desc, eq } from 'drizzle-orm';
import { localise } from '../../../../engine/model/ids';
import type { Language, Template } from '../../../../engine/model/types';
import { validateTemplate } from '../../../../engine/model/validate/template';
import type { TemplateAnswer } from '../../../contract/templates';
import { templateArtUrl } from '../../../contract/templates';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';

export type TemplateRow = typeof templates.$inferSelect;

export interface StoredTemplate {
  row: TemplateRow;
  template: Template;
}

// A template version never changes once stored, so its validated form is kept per process.
const parsed = new Map<string, Template>();

function typed(row: TemplateRow): Template {
  const key = `${row.uuid}@${row.version}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const result = validateTemplate(row.definition);
  // Stored templates were validated when stored; a failure here is the server's fault.
  if (!result.ok) throw new Error(`Stored template ${key} is invalid: ${result.error}`);
  parsed.set(key, result.template);
  return result.template;
}

/** A template version, or its newest version when `version` is omitted; null when unknown. */
export async function findTemplate(
  db: Db,
  uuid: string,
  version?: number,
): Promise<StoredTemplate | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(
      version === undefined
        ? eq(templates.uuid, uuid)
        : and(eq(templates.uuid, uuid), eq(templates.version, version)),
    )
    .orderBy(desc(templates.version))
    .limit(1);
  return row ? { row, template: typed(row) } : null;
}

/** The newest version of each template of a product, in the product's order. */
export async function productTemplates(db: Db, productUuid: string): Promise<StoredTemplate[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(eq(templates.productUuid, productUuid))
    .orderBy(asc(templates.sortOrder), asc(templates.uuid), desc(templates.version));
  const newest = rows.filter((row, i) => rows.findIndex((r) => r.uuid === row.uuid) === i);
  return newest.map((row) => ({ row, template: typed(row) }));
}

/** The filled example render of a template version, copied next to its art by the seed. */
export const templatePreviewUrl = (uuid: string, version: number): string =>
  templateArtUrl(uuid, version, 'preview.png');

/** The by-uuid answer. */
export function templateAnswer({ row, template }: StoredTemplate): TemplateAnswer {
  return {
    template: template as unknown as TemplateAnswer['template'],
    productUuid: row.productUuid,
    artBase: templateArtUrl(template.uuid, template.version, ''),
    previewUrl: templatePreviewUrl(template.uuid, template.version),
  };
}

/** A template's name in the session's language. */
export const templateName = (template: Template, language: Language): string =>
  localise(template.name, language);
