// Package items as the builder shows and edits them: groups by product, and replace-all.
import type { PackageItem, PackageLineBody } from '../../../contract/packages';
import {
  instanceFromTemplateData,
  type Picture,
  replaceAll,
  type Template,
  toTemplateData,
} from '../../../../engine/index';

/** A product group of the builder: the template items of one product (types 1–4 as one). */
export interface ItemGroup {
  key: string;
  names: string[];
  items: PackageItem[];
}

/** Product types 1 to 4 are treated as one group (docs/rules/personalisation.md §9). */
const groupKey = (item: PackageItem): string => {
  const product = item.product;
  if (!product) return item.type;
  return product.type >= 1 && product.type <= 4 ? 'types-1-4' : product.uuid;
};

/** The template items grouped by product, in package order. */
export function groupTemplateItems(items: readonly PackageItem[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  for (const item of items) {
    if (item.type !== 'TEMPLATE_PRODUCT' || !item.product) continue;
    const key = groupKey(item);
    const group = groups.find((g) => g.key === key);
    if (!group) groups.push({ key, names: [item.product.name], items: [item] });
    else {
      group.items.push(item);
      if (!group.names.includes(item.product.name)) group.names.push(item.product.name);
    }
  }
  return groups;
}

/**
 * Puts `picture` in every allowed image field of one item (crop and rotation recomputed by the
 * model) and raises the item's version by 1; an item without such a field keeps its design.
 */
export function replaceItemPictures(
  item: PackageItem,
  template: Template,
  picture: Picture,
): PackageItem {
  if (item.type !== 'TEMPLATE_PRODUCT' || !item.templateData) return item;
  const opened = instanceFromTemplateData(template, item.templateData, { partOfPackage: true });
  if (!opened.ok) return item;
  const replaced = replaceAll(template, opened.instance, picture);
  if (!replaced.ok) return item;
  const data = toTemplateData(template, replaced.instance);
  return {
    ...item,
    templateData: { year: data.year, userResources: data.userResources.map((r) => ({ ...r })) },
    version: item.version + 1,
  };
}

/**
 * An item saved from its editor: the design (and template, if it was changed) kept in the
 * package and the item's version raised by 1, as replace-all does.
 */
export function savedItem(
  item: PackageItem,
  template: NonNullable<PackageItem['template']>,
  templateData: NonNullable<PackageItem['templateData']>,
): PackageItem {
  return { ...item, template, templateData, version: item.version + 1 };
}

/** What add to cart and update send: the designs by item index. */
export function lineBody(subjectUuid: string, items: readonly PackageItem[]): PackageLineBody {
  return {
    subjectUuid,
    packageItems: items.map((item) => ({
      index: item.index,
      template: item.template ? { uuid: item.template.uuid, version: item.template.version } : null,
      templateData: item.templateData,
      version: item.version,
    })),
  };
}
