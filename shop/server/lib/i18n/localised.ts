import type { Lang } from './format';

/**
 * A row's texts in the shop's other languages, by field: `{ nb: { name: 'Skolehenting' }, sv:
 * { name: 'Hämtning i skolan' } }`. The row's own columns hold the English.
 */
export type Translations = Partial<Record<Exclude<Lang, 'en'>, Record<string, string>>>;

/**
 * The row as a reader of `lang` sees it: each text field that has a (non-empty) translation in
 * that language takes it; a field without one stays in English rather than going blank.
 */
export function localise<T extends object>(
  row: T,
  translations: Translations | null | undefined,
  lang: Lang,
): T {
  const texts = lang === 'en' ? undefined : translations?.[lang];
  if (!texts) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const [field, text] of Object.entries(texts))
    if (typeof out[field] === 'string' && text.trim() !== '') out[field] = text;
  return out as T;
}
