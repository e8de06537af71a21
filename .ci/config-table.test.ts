// docs/configuration.md's tables name every environment variable the code reads: the shop's
// (its first table) and those of tests, benches and CI (the second). A variable added to the
// code without a row, or a row left behind after its variable went, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['shop', 'engine', 'fixtures', 'visual-tests', '.ci'];
const FILES = ['vite.config.ts', 'eslint.config.js'];
const SKIP = new Set(['node_modules', 'dist', '.data']);

function sources(): string[] {
  const found: string[] = FILES.map((file) => path.join(root, file));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // This file names the patterns it looks for; it reads no variable.
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && full !== import.meta.filename)
        found.push(full);
    }
  };
  for (const folder of FOLDERS) walk(path.join(root, folder));
  return found;
}

const NAME = '[A-Z][A-Z0-9_]*';

/** `const X = 'NAME'` anywhere: a variable read as process.env[X]. */
function constants(texts: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const text of texts)
    for (const m of text.matchAll(new RegExp(`const (\\w+) = '(${NAME})'`, 'g')))
      map.set(m[1] ?? '', m[2] ?? '');
  return map;
}

/**
 * The variables one file reads: process.env.X, process.env['X'], process.env[CONSTANT],
 * `const { X, Y: y } = process.env`, and the keys of the schemas the shop parses its
 * environment with (`const Env = z.object({ X: … })`).
 */
function readsOf(text: string, named: Map<string, string>): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(new RegExp(`process\\.env\\.(${NAME})`, 'g'))) names.add(m[1]!);
  for (const m of text.matchAll(new RegExp(`process\\.env\\[['"](${NAME})['"]\\]`, 'g')))
    names.add(m[1]!);
  for (const m of text.matchAll(/process\.env\[(\w+)\]/g)) {
    const name = named.get(m[1]!);
    if (!name) throw new Error(`process.env[${m[1]}] names no constant this test can read`);
    names.add(name);
  }
  for (const m of text.matchAll(/const \{([^}]*)\} = process\.env/g))
    for (const part of m[1]!.split(',')) {
      const key = part.trim().split(':')[0]?.trim() ?? '';
      if (new RegExp(`^${NAME}$`).test(key)) names.add(key);
    }
  for (const block of text.matchAll(/const Env = z\.object\(\{([\s\S]*?)\n\}\);/g))
    for (const m of block[1]!.matchAll(new RegExp(`^  (${NAME}):`, 'gm'))) names.add(m[1]!);
  return names;
}

/** A file of the shop itself (its server, web client and engine), not a test or tool's. */
const isShop = (file: string): boolean => {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === 'vite.config.ts') return true; // `npm run dev:web`
  if (!/^(shop|engine)\//.test(relative)) return false;
  return !/(\.test\.tsx?|\.pg\.ts)$|^shop\/server\/test\/|^shop\/e2e\/|\/test\//.test(relative);
};

/** The backticked names in the first cell of each row of the tables of the section. */
function tables(): { shop: Set<string>; tools: Set<string> } {
  const section = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
  const found: Set<string>[] = [];
  let current: Set<string> | null = null;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    if (!current) found.push((current = new Set()));
    const cell = line.split('|')[1] ?? '';
    for (const m of cell.matchAll(new RegExp(`\`(${NAME})\``, 'g'))) current.add(m[1]!);
  }
  return { shop: found[0] ?? new Set(), tools: found[1] ?? new Set() };
}

describe("docs/configuration.md's tables", () => {
  const files = sources();
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const named = constants([...texts.values()]);
  const shopReads = new Set<string>();
  const toolReads = new Set<string>();
  for (const [file, text] of texts)
    for (const name of readsOf(text, named)) (isShop(file) ? shopReads : toolReads).add(name);
  const { shop, tools } = tables();

  it('finds the variables it knows are read (the scan works)', () => {
    for (const name of ['PORT', 'DATABASE_URL', 'S3_BUCKET', 'LAB_JOBS_DIR', 'API_PORT'])
      expect(shopReads).toContain(name);
    for (const name of ['TEST_POSTGRES_URL', 'KEEPSAKE_TEST_S3_ENDPOINT', 'BENCH_ONLY'])
      expect(toolReads).toContain(name);
  });

  it('names every variable the shop reads in the first table', () => {
    expect([...shopReads].filter((name) => !shop.has(name)).sort()).toEqual([]);
  });

  it('names every variable tests, benches and CI read in one of the tables', () => {
    const missing = [...toolReads].filter((name) => !shop.has(name) && !tools.has(name));
    expect(missing.sort()).toEqual([]);
  });

  it('names no variable nothing reads', () => {
    const stale = [...shop, ...tools].filter(
      (name) => !shopReads.has(name) && !toolReads.has(name),
    );
    expect(stale.sort()).toEqual([]);
  });
});
