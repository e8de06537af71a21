import { describe, expect, it } from 'vitest';
import { editorStringsEn } from '../../../../engine/index';
import { en } from '../../i18n/locales/en';
import { EDITOR_KEYS } from './useEditorStrings';

// The engine keeps an English default for hosts without i18n (visual tests, the gallery); the
// shop's English must say the same, or the editor would read differently in the two.
describe("the editor's English", () => {
  it.each(Object.entries(EDITOR_KEYS))(
    '%s reads the same in the engine and the shop',
    (name, key) => {
      const shop = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
      expect(shop).toBe(editorStringsEn[name as keyof typeof editorStringsEn]);
    },
  );
});
