import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../db/schema';
import { LANGS, STRINGS } from './strings';

/** Every leaf of a strings object as `path: text`. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, value]];
}

describe('fulfilment strings', () => {
  const english = leaves(STRINGS.en).map(([key]) => key);

  it.each(LANGS)('%s has every string, none empty', (lang) => {
    const found = leaves(STRINGS[lang]);
    expect(found.map(([key]) => key).sort()).toEqual([...english].sort());
    expect(found.filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });

  it('names every order status in every language', () => {
    for (const lang of LANGS)
      expect(Object.keys(STRINGS[lang].status).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('keeps the placeholders of each English string in the translations', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    const en = new Map(leaves(STRINGS.en));
    for (const lang of LANGS)
      for (const [key, text] of leaves(STRINGS[lang]))
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en.get(key)));
  });
});
