import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorStringsEn } from '../../../engine/index';
import { en } from './locales/en';
import { nb } from './locales/nb';
import { sv } from './locales/sv';
import { sameInEveryLanguage } from './same-in-every-language';

const webRoot = path.resolve(import.meta.dirname, '..');

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function valueOf(tree: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

// `t('a.b')`, `t("a.b", …)` and `tKey('a.b')` (keys kept in data and translated later).
const usePattern = /\b(?:t|tKey)\(\s*['"]([A-Za-z0-9_.]+)['"]/g;

function usedKeys(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(webRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(usePattern)) used.add(match[1] ?? '');
  }
  // The editor host asks for every string of the engine's list by its name (useEditorStrings).
  for (const name of Object.keys(editorStringsEn)) used.add(`editor.${name}`);
  return used;
}

// Every language, as the shop can load it (only English is bundled with the shell).
const resources = {
  en: { translation: en },
  nb: { translation: nb },
  sv: { translation: sv },
};

const english = flatten(resources.en.translation).sort();

describe('translations', () => {
  for (const [language, bundle] of Object.entries(resources)) {
    it(`${language} has exactly the English keys, none empty`, () => {
      const keys = flatten(bundle.translation).sort();
      expect(english.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !english.includes(key))).toEqual([]);
      const empty = keys.filter((key) => {
        const value = valueOf(bundle.translation, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  }

  it('nb and sv are translated, not English copies', () => {
    // Known shared words, acronyms ('CVC') and texts without words of their own ('+{{price}}').
    const mayStayTheSame = (key: string) => {
      const text = String(valueOf(resources.en.translation, key)).replace(/\{\{[^}]*\}\}/g, '');
      return sameInEveryLanguage.has(key) || !/\p{Ll}/u.test(text);
    };
    for (const language of ['nb', 'sv'] as const) {
      const copies = english.filter(
        (key) =>
          valueOf(resources[language].translation, key) === valueOf(resources.en.translation, key),
      );
      expect(copies.filter((key) => !mayStayTheSame(key))).toEqual([]);
    }
  });

  it('every key used in the code exists', () => {
    expect([...usedKeys()].filter((key) => !english.includes(key)).sort()).toEqual([]);
  });

  it('every defined key is used in the code', () => {
    const used = usedKeys();
    expect(english.filter((key) => !used.has(key))).toEqual([]);
  });
});
