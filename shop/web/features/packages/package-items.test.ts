import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PackageItem } from '../../../contract/packages';
import {
  createInstance,
  type Picture,
  type Template,
  toTemplateData,
  validateTemplate,
} from '../../../../engine/index';
import { groupTemplateItems, lineBody, replaceItemPictures, savedItem } from './package-items';

const fixtures = path.resolve(import.meta.dirname, '../../../../fixtures/templates');
function fixture(name: string): Template {
  const result = validateTemplate(
    JSON.parse(readFileSync(path.join(fixtures, name, 'template.json'), 'utf8')),
  );
  if (!result.ok) throw new Error(result.error);
  return result.template;
}

const portrait: Picture = {
  uuid: 'pic-9',
  width: 2000,
  height: 3000,
  pictureType: 'IP',
  greenscreen: false,
  source: { subjectUuid: 's', jobUuid: 'j', jobTypeUuid: 't', photographerUuid: 'p' },
};

function item(template: Template, index: number, productType: number, name: string): PackageItem {
  const data = toTemplateData(template, createInstance(template, { partOfPackage: true }));
  return {
    type: 'TEMPLATE_PRODUCT',
    index,
    product: { uuid: `product-${name}`, name, type: productType },
    template: { uuid: template.uuid, version: template.version, name },
    templateData: { year: data.year, userResources: data.userResources.map((r) => ({ ...r })) },
    version: 1,
    canChangeTemplate: false,
    catalogue: null,
  };
}

const extra = (type: 'CATALOGUE' | 'DIGITAL_SET', index: number): PackageItem => ({
  type,
  index,
  product: null,
  template: null,
  templateData: null,
  version: 1,
  canChangeTemplate: false,
  catalogue: type === 'CATALOGUE' ? { name: 'School 2026' } : null,
});

describe('package items', () => {
  const canvas = fixture('gift-canvas-print');
  const calendar = fixture('calendar-20x30-classic');
  const card = fixture('card-15x15-winter');
  const items = [
    item(canvas, 0, 89, 'Canvas'),
    item(canvas, 1, 89, 'Canvas'),
    item(calendar, 2, 2, 'Calendar'),
    item(card, 3, 1, 'Card'),
    extra('DIGITAL_SET', 4),
    extra('CATALOGUE', 5),
  ];

  it('groups template items by product, product types 1 to 4 as one group', () => {
    const groups = groupTemplateItems(items);
    expect(groups.map((g) => [g.names, g.items.map((i) => i.index)])).toEqual([
      [['Canvas'], [0, 1]],
      [
        ['Calendar', 'Card'],
        [2, 3],
      ],
    ]);
  });

  it('places the picture in every allowed field and raises the version by 1', () => {
    const replaced = replaceItemPictures(items[0] as PackageItem, canvas, portrait);
    expect(replaced.version).toBe(2);
    const images = replaced.templateData?.userResources.filter((r) => r.type === 'IMAGE') ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const r of images) expect((r as { image?: { uuid?: string } }).image?.uuid).toBe('pic-9');
    const untouched = replaceItemPictures(items[4] as PackageItem, canvas, portrait);
    expect(untouched).toBe(items[4]);
  });

  it('keeps a saved design with its template and raises the version by 1', () => {
    const before = items[3] as PackageItem;
    const data = { year: 2027, userResources: [] };
    const other = { uuid: 'card-2', version: 4, name: 'Spring card' };
    const saved = savedItem(before, other, data);
    expect(saved).toMatchObject({ index: 3, template: other, templateData: data, version: 2 });
    expect(before.version).toBe(1);
  });

  it('sends the designs by index', () => {
    const body = lineBody('s', items);
    expect(body.packageItems.map((i) => [i.index, i.template?.uuid ?? null])).toEqual([
      [0, canvas.uuid],
      [1, canvas.uuid],
      [2, calendar.uuid],
      [3, card.uuid],
      [4, null],
      [5, null],
    ]);
  });
});
