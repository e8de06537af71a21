import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { editorStringsEn } from '../../../../engine/index';
import { enPages } from '../../i18n/locales/en-pages';
import { enShell } from '../../i18n/locales/en-shell';
import { nb } from '../../i18n/locales/nb';
import { sv } from '../../i18n/locales/sv';
import { editorStrings } from './useEditorStrings';

// i18next as the shop loads it: English is the shell's and the pages' bundles (no editor
// strings of its own), nb and sv are the whole locale files.
async function translator(language: 'en' | 'nb' | 'sv') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: { ...enShell, ...enPages } },
      nb: { translation: nb },
      sv: { translation: sv },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe("the editor's strings", () => {
  it("read in English as the engine words them (the engine's list is the one English)", async () => {
    expect(editorStrings(await translator('en'))).toEqual(editorStringsEn);
  });

  it.each([
    ['nb', nb],
    ['sv', sv],
  ] as const)(
    'read every one in %s from its locale, none left in English',
    async (lang, locale) => {
      const strings = editorStrings(await translator(lang));
      expect(Object.keys(strings)).toEqual(Object.keys(editorStringsEn));
      expect(strings).toEqual(locale.editor);
      expect(strings.addToCart).not.toBe(editorStringsEn.addToCart);
    },
  );
});
