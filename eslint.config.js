// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The import rules (each layer only looks down; see the README's Layout), checked on resolved
 * paths so that `../../engine/render/x` cannot sneak past a pattern list.
 */
function boundaryViolation(from, source) {
  const isRelative = source.startsWith('.');
  const target = isRelative ? rel(path.resolve(path.dirname(path.join(root, from)), source)) : null;
  const inside = (dir) => target !== null && (target === dir || target.startsWith(dir + '/'));

  if (from.startsWith('engine/model/')) {
    // Tests are not the model: they may also reach the test tools.
    const allowed = /\.test\.tsx?$/.test(from) ? ['immer', 'vitest', 'fast-check'] : ['immer'];
    if (!isRelative)
      return allowed.includes(source) ? null : `engine/model imports only immer, not '${source}'`;
    if (!inside('engine/model')) return `engine/model imports only itself, not '${source}'`;
  }
  if (from.startsWith('engine/') && inside('shop'))
    return `the engine imports nothing from shop ('${source}')`;
  if (from.startsWith('shop/web/')) {
    if (inside('engine') && !/^engine\/index(\.ts)?$/.test(target ?? '') && target !== 'engine')
      return `shop/web reaches the engine only through engine/index.ts ('${source}')`;
    if (inside('shop/server')) return `shop/web never imports shop/server ('${source}')`;
    // Shared pieces live in shop/web/components or shop/web/lib, so areas stay independent.
    const area = /^shop\/web\/features\/([^/]+)\//.exec(from)?.[1];
    const targetArea = /^shop\/web\/features\/([^/]+)/.exec(target ?? '')?.[1];
    if (area && targetArea && targetArea !== area)
      return `features never import each other: ${area} imports '${source}'`;
  }
  // Fulfilment draws print files with the engine's Node renderer: that one folder, on purpose.
  const printRender =
    from.startsWith('shop/server/services/fulfilment/') && inside('engine/render/node');
  if (from.startsWith('shop/server/')) {
    if (inside('engine') && !inside('engine/model') && !printRender)
      return `shop/server may import engine/model only ('${source}')`;
    if (inside('shop/web')) return `shop/server never imports shop/web ('${source}')`;
  }
  if (
    from.startsWith('shop/contract/') &&
    (inside('shop/server') || inside('shop/web') || inside('engine'))
  )
    return `shop/contract is imported by server and web, and imports neither ('${source}')`;
  return null;
}

const boundaries = {
  rules: {
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
    plugins: { boundaries, 'react-hooks': reactHooks },
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
);
