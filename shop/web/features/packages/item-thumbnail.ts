// What a template item's thumbnail draws: its design's first part, as the page and the early
// start (prepare-thumbnails) both ask for it, so the two find the same drawing.
import type { PackageItem } from '../../../contract/packages';
import type { TemplateAnswer } from '../../../contract/templates';
import {
  instanceFromTemplateData,
  type Template,
  type ThumbnailInput,
} from '../../../../engine/index';
import { readTemplate } from '../../api/templates/read-template';

/** The thumbnail's box, CSS px. */
export const THUMB = { width: 150, height: 140 };

const designs = new WeakMap<TemplateAnswer, Template>();

/**
 * A design read (validated) once per answer: the page re-renders often and the early start reads
 * the same answers; the same object also lets the thumbnails' inputs be kept between renders.
 */
export function designOf(answer: TemplateAnswer): Template {
  let design = designs.get(answer);
  if (!design) {
    design = readTemplate(answer);
    designs.set(answer, design);
  }
  return design;
}

// The early start and the page ask for the same items (one answer's objects): the instance is
// read (validated) once per item, design and locale, and both get the same input back.
const thumbnails = new WeakMap<
  PackageItem,
  { template: Template; locale: string; input: ThumbnailInput | null }
>();

/** The item's thumbnail, or null while it cannot be drawn (no design, or its data is refused). */
export function itemThumbnail(
  item: PackageItem,
  template: Template | undefined,
  locale: string,
): ThumbnailInput | null {
  if (!template) return null;
  const kept = thumbnails.get(item);
  if (kept?.template === template && kept.locale === locale) return kept.input;
  const input = readThumbnail(item, template, locale);
  thumbnails.set(item, { template, locale, input });
  return input;
}

function readThumbnail(
  item: PackageItem,
  template: Template,
  locale: string,
): ThumbnailInput | null {
  const part = template.parts[0];
  if (!part || !item.templateData) return null;
  const opened = instanceFromTemplateData(template, item.templateData, { partOfPackage: true });
  if (!opened.ok) return null;
  return { template, instance: opened.instance, partId: part.id, locale, ...THUMB };
}
