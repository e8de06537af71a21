import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateTemplate } from '../../../engine/model/validate/template';
import type { Template } from '../../../engine/model/types';
import type { Db } from '../db/client';
import { storageKeys, type Storage } from '../storage';
import { templates } from '../db/schema';
import { DEMO_PRODUCTS, demoProductUuid } from './product-catalogue';
import { seedPrices } from './prices';

/** The fixture templates the demo shop sells (their art is copied into the storage). */
export const FIXTURE_TEMPLATES_DIR = path.resolve(
  import.meta.dirname,
  '../../../fixtures/templates',
);

/** Reads and validates a fixture template; a bad one stops the seed with the validator's path. */
export async function readFixtureTemplate(folder: string): Promise<Template> {
  const file = path.join(FIXTURE_TEMPLATES_DIR, folder, 'template.json');
  const result = validateTemplate(JSON.parse(await readFile(file, 'utf8')) as unknown);
  if (!result.ok) throw new Error(`${folder}/template.json: ${result.error}`);
  return result.template;
}

/** The template's preview: the first expected render of its first part (a filled example). */
async function copyPreview(storage: Storage, folder: string, template: Template): Promise<void> {
  const expected = path.join(FIXTURE_TEMPLATES_DIR, folder, 'expected');
  const firstPart = template.parts[0]?.id ?? '';
  const renders = (await readdir(expected)).filter((f) => f.endsWith(`--${firstPart}.png`)).sort();
  const render = renders.find((f) => f.includes('-en')) ?? renders[0];
  if (!render) throw new Error(`${folder}: no expected render of part ${firstPart} for a preview`);
  await storage.putFile(
    storageKeys.templateArt(template.uuid, template.version, 'preview.png'),
    path.join(expected, render),
  );
}

/** Every file of the fixture's art folder, under the template version's art/ in the storage. */
async function copyArt(storage: Storage, folder: string, template: Template): Promise<void> {
  const art = path.join(FIXTURE_TEMPLATES_DIR, folder, 'art');
  const entries = await readdir(art, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(art, path.join(entry.parentPath, entry.name));
    await storage.putFile(
      storageKeys.templateArt(
        template.uuid,
        template.version,
        `art/${relative.split(path.sep).join('/')}`,
      ),
      path.join(entry.parentPath, entry.name),
    );
  }
}

/**
 * Seeds the template products and every fixture template (validated by engine/model), copying
 * each template's art folder into the storage (templates/{uuid}/{version}/art). The products,
 * digital files and packages come from the demo price sheet, imported first (prices.ts);
 * existing template rows are kept.
 */
export async function seedProducts(db: Db, storage: Storage): Promise<void> {
  await seedPrices(db);
  const rows: (typeof templates.$inferInsert)[] = [];
  for (const product of DEMO_PRODUCTS) {
    for (const [position, folder] of product.templates.entries()) {
      const template = await readFixtureTemplate(folder);
      await copyArt(storage, folder, template);
      await copyPreview(storage, folder, template);
      rows.push({
        uuid: template.uuid,
        version: template.version,
        productUuid: demoProductUuid(product.key),
        type: template.type,
        name: template.name,
        definition: template as unknown as Record<string, unknown>,
        sortOrder: position,
      });
    }
  }
  await db.insert(templates).values(rows).onConflictDoNothing();
}
