// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
// The import graph import-x/no-cycle walks (parsed once, cached per file), reused so that
// type-only cycles are found on the same graph without a second parser.
import { ModuleInfo } from 'eslint-plugin-import-x/core/module-info';
import globals from 'globals';

const root = import.meta.dirname;
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/*
 * The import rules of docs/architecture.md ("Import rules"): each layer only looks down, checked
 * on resolved paths so that `../../engine/render/x` cannot sneak past a pattern list. Each rule
 * below carries its number (B1 …) from that page, and .ci/boundaries.test.ts holds a refused and
 * an allowed import for each.
 */

/** Test code (tests, their harnesses and fixtures builders) may exercise several floors at once. */
export const isTestCode = (file) =>
  /\.(test|pg)(\.tsx?)?$/.test(file) ||
  /(^|\/)(test|testing)\//.test(file) ||
  /(^|\/)(test-[^/]*|testHarness)(\.tsx?)?$/.test(file);

/** A package name without its subpath: `@scope/pkg/x` → `@scope/pkg`, `zod/mini` → `zod`. */
const packageOf = (source) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');
const matches = (pkg, patterns) =>
  patterns.some((p) => (p.endsWith('*') ? pkg.startsWith(p.slice(0, -1)) : pkg === p));

/** Test tools any test may import. */
const TEST_PACKAGES = [
  'vitest',
  'fast-check',
  'pngjs',
  'pixelmatch',
  'node:*',
  '@testing-library/*',
];

/** The engine's floors, bottom first, with the packages each floor adds to those below it. */
const ENGINE_FLOORS = [
  ['model', ['immer']],
  // @resvg/resvg-js and sharp: the Node print renderer's SVG rasteriser and picture decoder
  // (engine/render/node only); @pdf-lib/fontkit: the font parser whose glyph outlines the print
  // draws its text with (registered in engine/render/node; glyphOutlines.ts names its type).
  [
    'render',
    [
      'konva',
      '@napi-rs/canvas',
      '@resvg/resvg-js',
      'sharp',
      '@fontsource/*',
      '@pdf-lib/fontkit',
      'node:*',
    ],
  ],
  ['react', ['react', 'react-dom', 'react-konva', '@use-gesture/react', '@react-spring/web']],
  ['editor', ['xstate', '@xstate/react', 'focus-trap']],
];

/** Packages of the shop's side that the engine never knows (B2). */
const SHOP_PACKAGES = [
  'i18next',
  'react-i18next',
  'react-router',
  '@tanstack/*',
  'react-hook-form',
  '@hookform/*',
  'zod',
  'fastify*',
  '@fastify/*',
  'drizzle-*',
  'pg',
  '@electric-sql/*',
];
/** Packages that only run on the server (B10). */
const SERVER_PACKAGES = [
  'fastify*',
  '@fastify/*',
  'drizzle-*',
  'pg',
  '@electric-sql/*',
  'sharp',
  'nodemailer',
  'sanitize-html',
  'helmet',
];
/** Packages that only run in the browser (B11). */
const BROWSER_PACKAGES = [
  'react',
  'react-dom',
  'react-*',
  '@tanstack/*',
  '@hookform/*',
  '@xstate/react',
  '@use-gesture/*',
  '@react-spring/*',
  'rrweb',
];

/**
 * The server's floors: a folder imports itself and the folders listed for it (`config.ts`
 * and `lib/` are the ground floor). Entry points (`start.ts`, `operator.ts`) may import anything
 * in the server; the test harness (`test/`) too.
 */
const SERVER_IMPORTS = {
  lib: ['lib', 'config'],
  config: ['lib'],
  db: ['lib', 'config'],
  storage: ['lib', 'config'],
  logging: ['lib', 'config'],
  services: ['db', 'storage', 'lib', 'config'],
  plugins: ['services', 'db', 'storage', 'lib', 'config'],
  routes: ['plugins', 'services', 'db', 'storage', 'lib', 'config'],
  demo: ['services', 'db', 'storage', 'lib', 'config'],
  app: ['routes', 'plugins', 'services', 'db', 'storage', 'logging', 'lib', 'config'],
};

/** The web's floors, bottom first: a folder imports its own floor and the floors below it. */
const WEB_FLOORS = [['ui', 'lib', 'i18n', 'api'], ['components'], ['features'], ['app']];

/**
 * Imports that break a rule today and are being fixed on another branch (services that throw
 * HttpError or take Fastify's request, lib and db reaching up). Each entry is the importing file
 * and the resolved target (a package name or a repository path without extension). The list only
 * shrinks: .ci/boundaries.test.ts fails on an entry that no longer matches an import, so a fixed
 * file is taken off it.
 */
export const PENDING = [];

/** Returns the first rule `from` breaks by importing `source`, or null. */
export function boundaryViolation(from, source) {
  const isRelative = source.startsWith('.');
  const target = isRelative
    ? rel(path.resolve(path.dirname(path.join(root, from)), source)).replace(/\.(tsx?|js)$/, '')
    : null;
  const pkg = isRelative ? null : packageOf(source);
  if (PENDING.some(([file, to]) => file === from && to === (target ?? pkg))) return null;
  const inside = (dir) => target !== null && (target === dir || target.startsWith(dir + '/'));
  const test = isTestCode(from);

  // B1: the product's code never imports test code (tools in .ci/, e2e/ and visual-tests/ may).
  const product = /^(engine|shop\/(contract|server|web))\//.test(from);
  if (product && !test && target !== null && isTestCode(target))
    return `B1: production code never imports test code ('${source}')`;

  if (from.startsWith('engine/')) {
    // B2: the engine is a standalone package: it knows nothing of the shop.
    if (inside('shop')) return `B2: the engine imports nothing from shop/ ('${source}')`;
    if (pkg && matches(pkg, SHOP_PACKAGES))
      return `B2: the engine never imports the shop's packages ('${source}')`;
    const floor = ENGINE_FLOORS.findIndex(([name]) => from.startsWith(`engine/${name}/`));
    if (floor >= 0) {
      const name = ENGINE_FLOORS[floor][0];
      // B3: each floor uses only its own packages and those of the floors below.
      const allowed = ENGINE_FLOORS.slice(0, floor + 1).flatMap(([, packages]) => packages);
      if (pkg && !matches(pkg, test ? [...allowed, ...TEST_PACKAGES] : allowed))
        return `B3: engine/${name} imports only the packages ${allowed.join(', ')}, not '${source}'`;
      // B4: model ← render ← react ← editor: a floor imports only itself and the floors below.
      const above = ENGINE_FLOORS.slice(floor + 1).find(([upper]) => inside(`engine/${upper}`));
      if (!test && above) return `B4: engine/${name} never imports engine/${above[0]}`;
      if (!test && target !== null && !inside('engine'))
        return `B4: engine/${name} imports only the engine ('${source}')`;
    }
  }

  if (from.startsWith('shop/contract/')) {
    // B5: the contract is shared by server and web, so it holds schemas only.
    if (pkg && !matches(pkg, test ? ['zod', ...TEST_PACKAGES] : ['zod']))
      return `B5: shop/contract imports only zod, not '${source}'`;
    if (target !== null && !inside('shop/contract'))
      return `B5: shop/contract imports only itself, not '${source}'`;
  }

  if (from.startsWith('shop/server/')) {
    // B6: the server reaches the engine's model; fulfilment alone also draws print files with
    // the engine's Node renderer, on purpose.
    const printRender =
      from.startsWith('shop/server/services/fulfilment/') && inside('engine/render/node');
    if (inside('engine') && !inside('engine/model') && !printRender)
      return `B6: shop/server may import engine/model only; services/fulfilment also engine/render/node ('${source}')`;
    // B7: server and web never import each other.
    if (inside('shop/web')) return `B7: shop/server never imports shop/web ('${source}')`;
    // B11: nothing of the browser runs on the server.
    if (pkg && matches(pkg, BROWSER_PACKAGES))
      return `B11: shop/server never imports browser packages ('${source}')`;
    // B8: the server's floors.
    const part = (p) =>
      p
        .slice('shop/server/'.length)
        .split('/')[0]
        .replace(/\.tsx?$/, '');
    const fromPart = part(from);
    const allowed = SERVER_IMPORTS[fromPart];
    if (!test && allowed && inside('shop/server')) {
      const toPart = part(target);
      if (toPart !== fromPart && !allowed.includes(toPart))
        return `B8: shop/server/${fromPart} imports only ${allowed.join(', ')} of the server, not '${source}'`;
    }
    // B9: services know nothing of HTTP.
    if (!test && fromPart === 'services' && pkg && matches(pkg, ['fastify*', '@fastify/*']))
      return `B9: services never import fastify ('${source}')`;
  }

  if (from.startsWith('shop/web/')) {
    // B12: the web reaches the engine through its public API only: engine/index.ts, or
    // engine/modal.ts, the modal dialog hook alone, for the dialogs every page has.
    const engineModal = target === 'engine/modal';
    if (inside('engine') && target !== 'engine/index' && target !== 'engine' && !engineModal)
      return `B12: shop/web reaches the engine only through engine/index.ts or engine/modal.ts ('${source}')`;
    if (inside('shop/server')) return `B7: shop/web never imports shop/server ('${source}')`;
    // B10: nothing of the server runs in the browser.
    if (pkg && matches(pkg, test ? SERVER_PACKAGES : [...SERVER_PACKAGES, 'node:*']))
      return `B10: shop/web never imports server packages ('${source}')`;
    // B13: ui, lib, i18n, api → components → features → app → main.tsx, one way.
    const part = (p) =>
      p
        .slice('shop/web/'.length)
        .split('/')[0]
        .replace(/\.tsx?$/, '');
    const floorOf = (p) =>
      part(p) === 'main'
        ? WEB_FLOORS.length
        : WEB_FLOORS.findIndex((folders) => folders.includes(part(p)));
    const fromFloor = floorOf(from);
    if (!test && fromFloor >= 0 && inside('shop/web')) {
      const toFloor = floorOf(target);
      if (toFloor > fromFloor)
        return `B13: shop/web/${part(from)} never imports shop/web/${part(target)} (the web's floors: ui, lib, i18n, api → components → features → app)`;
    }
    // B14: features stay independent; what two share lives in components/ or lib/.
    const area = /^shop\/web\/features\/([^/]+)\//.exec(from)?.[1];
    const targetArea = /^shop\/web\/features\/([^/]+)/.exec(target ?? '')?.[1];
    if (area && targetArea && targetArea !== area)
      return `B14: features never import each other: ${area} imports '${source}'`;
    // B16: ui is what every page and the frame draw with; the engine (Konva, the model, the
    // fonts) is loaded by the pages that draw a design, never with every first load. The modal
    // hook's own door (engine/modal.ts: React and focus-trap) is the one part ui may share.
    if (from.startsWith('shop/web/ui/') && inside('engine') && !engineModal)
      return `B16: shop/web/ui never imports the engine but engine/modal.ts; the pages that draw designs do ('${source}')`;
  }
  return null;
}

/** True when an import or export statement brings in types only (it vanishes at run time). */
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type'));

/**
 * The modules between an imported module and the importing file, when the imported module (through
 * imports of any kind, types too) leads back to it; null when it does not. Packages are not walked.
 */
function routeBack(imported, filename) {
  const seen = new Set([imported.path]);
  const queue = [{ info: imported, route: [] }];
  while (queue.length > 0) {
    const { info, route } = queue.shift();
    for (const [next, { resolve }] of info.getImports()) {
      if (next === filename) return route;
      if (seen.has(next) || next.includes('/node_modules/')) continue;
      seen.add(next);
      const nextInfo = resolve();
      if (nextInfo) queue.push({ info: nextInfo, route: [...route, rel(next)] });
    }
  }
  return null;
}

const boundaries = {
  rules: {
    // B15 for types: import-x/no-cycle skips type-only imports, so two modules that name each
    // other's types (one folder's model and its view of it) would grow into one without a word.
    // A type-only import that closes a cycle is refused too: the shared type moves down a floor.
    'no-type-cycle': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const filename = context.physicalFilename;
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string' || !typeOnly(node)) return;
          if (!node.source.value.startsWith('.')) return;
          const imported = ModuleInfo.get(node.source.value, context);
          if (!imported || imported.path === filename) return;
          const route = routeBack(imported, filename);
          if (route === null) return;
          const via = route.length ? ` via ${route.join(' > ')}` : '';
          context.report({
            node: node.source,
            message: `B15: this type-only import closes an import cycle${via}: move the shared types down a floor`,
          });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = rel(context.filename);
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const message = boundaryViolation(from, node.source.value);
          if (message) context.report({ node: node.source, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'visual-tests/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'boundaries/imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // B15: no import cycles, type-only imports included (import-x/no-cycle for the others,
    // boundaries/no-type-cycle for those). Nothing imports a test file, so no cycle runs through
    // one: checking tests would only cost time.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/no-type-cycle': 'error',
    },
  },
);
