import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enPages } from './locales/en-pages';
import { enShell } from './locales/en-shell';

const web = path.resolve(import.meta.dirname, '..');

// What renders before the other pages' English has loaded: the frame, the front page's code
// entry and the shared primitives (the lazy pages and panels wait for that English).
const shellFiles = [
  ...['app/layout', 'app/guards', 'ui'].flatMap((dir) =>
    readdirSync(path.join(web, dir))
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => `${dir}/${name}`),
  ),
  'app/pages/InitialLoading.tsx',
  'components/not-found/NotFound.tsx',
  'app/pages/RouteError.tsx',
  'features/entry/FrontPage.tsx',
  'features/entry/CodeEntry.tsx',
  'features/entry/CodeForm.tsx',
  'features/entry/code-rules.ts',
  'features/entry/NotReceivedCode.tsx',
  'features/entry/SignedInEntry.tsx',
  'features/entry/AddCodeForm.tsx',
];

describe('English in two parts', () => {
  it('has each namespace in exactly one part', () => {
    const shell = Object.keys(enShell);
    expect(Object.keys(enPages).filter((namespace) => shell.includes(namespace))).toEqual([]);
  });

  it('gives the shell and the front page all their strings at first paint', () => {
    const missing = shellFiles.flatMap((file) =>
      [...readFileSync(path.join(web, file), 'utf8').matchAll(/\b(?:t|tKey)\(\s*['"]([\w.]+)['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => !((key.split('.')[0] ?? '') in enShell))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
