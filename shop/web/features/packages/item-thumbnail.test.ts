import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PackageItem } from '../../../contract/packages';
import {
  createInstance,
  type Template,
  toTemplateData,
  validateTemplate,
} from '../../../../engine/index';
import { itemThumbnail } from './item-thumbnail';

const file = path.resolve(
  import.meta.dirname,
  '../../../../fixtures/templates/card-15x15-winter/template.json',
);

function card(): Template {
  const result = validateTemplate(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.ok) throw new Error(result.error);
  return result.template;
}

function item(template: Template): PackageItem {
  const data = toTemplateData(template, createInstance(template, { partOfPackage: true }));
  return {
    type: 'TEMPLATE_PRODUCT',
    index: 0,
    product: { uuid: 'product-card', name: 'Card', type: 1 },
    template: { uuid: template.uuid, version: template.version, name: 'Card' },
    templateData: { year: data.year, userResources: data.userResources.map((r) => ({ ...r })) },
    version: 1,
    canChangeTemplate: false,
    catalogue: null,
  };
}

describe("an item's thumbnail", () => {
  const template = card();

  it('is read once: the early start and the page get the same input for the same item', () => {
    const one = item(template);
    const first = itemThumbnail(one, template, 'en-GB');
    expect(first?.partId).toBe(template.parts[0]?.id);
    expect(itemThumbnail(one, template, 'en-GB')).toBe(first);
  });

  it('is read again for an edited item, another design or another locale', () => {
    const one = item(template);
    const first = itemThumbnail(one, template, 'en-GB');
    expect(itemThumbnail({ ...one }, template, 'en-GB')).not.toBe(first);
    expect(itemThumbnail(one, card(), 'en-GB')).not.toBe(first);
    expect(itemThumbnail(one, template, 'nb-NO')?.locale).toBe('nb-NO');
  });

  it('is null without a design or with data the design refuses', () => {
    expect(itemThumbnail(item(template), undefined, 'en-GB')).toBeNull();
    const refused = { ...item(template), templateData: { year: 2026, userResources: 'x' } };
    expect(itemThumbnail(refused as unknown as PackageItem, template, 'en-GB')).toBeNull();
  });
});
