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

/** A pickup location's name and delivery time as a reader of `lang` sees them. */
export function localisePickup<
  T extends { pickupname: string; deliveryTime: { string: string; seconds: number } },
>(location: T & { translations?: Translations | undefined }, lang: Lang): T {
  const { translations, ...rest } = location;
  const texts = localise(
    { pickupname: rest.pickupname, deliveryTime: rest.deliveryTime.string },
    translations,
    lang,
  );
  return {
    ...rest,
    pickupname: texts.pickupname,
    deliveryTime: { ...rest.deliveryTime, string: texts.deliveryTime },
  } as unknown as T;
}
