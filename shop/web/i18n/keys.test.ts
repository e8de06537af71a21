import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './i18n';

const webRoot = path.resolve(import.meta.dirname, '..');

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
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
  return used;
}

const english = flatten(resources.en.translation).sort();

describe('translations', () => {
  for (const [language, bundle] of Object.entries(resources)) {
    it(`${language} has exactly the English keys, none empty`, () => {
      const keys = flatten(bundle.translation).sort();
      expect(english.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !english.includes(key))).toEqual([]);
      const empty = keys.filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            bundle.translation,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  }

  it('nb and sv are translated, not English copies', () => {
    for (const language of ['nb', 'sv'] as const) {
      const copies = english.filter((key) => {
        const read = (tree: object) =>
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return read(resources[language].translation) === read(resources.en.translation);
      });
      // Words that are the same in all three languages.
      expect(copies.filter((key) => !['common.ok', 'routes.page'].includes(key))).toEqual([]);
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
