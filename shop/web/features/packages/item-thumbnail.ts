// What a template item's thumbnail draws: its design's first part, as the page and the early
// start (prepare-thumbnails) both ask for it, so the two find the same drawing.
import type { PackageItem } from '../../../contract/packages';
import {
  instanceFromTemplateData,
  type Template,
  type ThumbnailInput,
} from '../../../../engine/index';
import { isLanguage } from '../../i18n/languages';

/** The thumbnail's box, CSS px. */
export const THUMB = { width: 150, height: 140 };

const LOCALES = { en: 'en-GB', nb: 'nb-NO', sv: 'sv-SE' } as const;

/** The locale the designs' texts and calendars are drawn in, for an i18n language. */
export const localeOf = (language: string): string =>
  LOCALES[isLanguage(language) ? language : 'en'];

/** The item's thumbnail, or null while it cannot be drawn (no design, or its data is refused). */
export function itemThumbnail(
  item: PackageItem,
  template: Template | undefined,
  locale: string,
): ThumbnailInput | null {
  const part = template?.parts[0];
  if (!template || !part || !item.templateData) return null;
  const opened = instanceFromTemplateData(template, item.templateData, { partOfPackage: true });
  if (!opened.ok) return null;
  return { template, instance: opened.instance, partId: part.id, locale, ...THUMB };
}
