// Proves the import rules of docs/architecture.md are enforced: for each rule (B1 …) an import
// that breaks it is reported and one that keeps it is not. Each case lints a virtual file at the
// given path, so a case needs no file on disk.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// The cycle rule reads every module an import reaches; the other rules need only the file.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off', 'boundaries/no-type-cycle': 'off' } },
});
const withCycles = new ESLint({ cwd: root });

async function messages(file: string, source: string, rule: string): Promise<string[]> {
  const linter =
    rule === 'import-x/no-cycle' || rule === 'boundaries/no-type-cycle' ? withCycles : eslint;
  const [result] = await linter.lintText(`${source}\nexport const x = 1;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
// Loading the config and the TypeScript parser takes seconds on a busy machine: do it once,
// under the hook's longer timeout.
beforeAll(async () => {
  await eslint.lintText('export const x = 1;\n', { filePath: path.join(root, 'engine/a.ts') });
});

const boundaryMessages = (file: string, source: string) =>
  messages(file, source, 'boundaries/imports');

// [rule, file, import that breaks it, import that keeps it]
const cases: [string, string, string, string][] = [
  // B1: the product's code never imports test code.
  ['B1', 'shop/server/services/a.ts', "import '../test/app';", "import '../db/client';"],
  ['B1', 'engine/editor/a.ts', "import './machine/testHarness';", "import './machine/x';"],
  [
    'B1',
    'shop/server/routes/cart/index.ts',
    "import '../checkout/test-cart';",
    "import '../../plugins/auth';",
  ],
  // B2: the engine knows nothing of the shop: no shop/ path, no shop package.
  ['B2', 'engine/render/a.ts', "import '../../shop/contract/session';", "import '../model/x';"],
  ['B2', 'engine/editor/a.ts', "import i18next from 'i18next';", "import { setup } from 'xstate';"],
  [
    'B2',
    'engine/editor/a.ts',
    "import { Link } from 'react-router';",
    "import React from 'react';",
  ],
  [
    'B2',
    'engine/react/a.ts',
    "import { useQuery } from '@tanstack/react-query';",
    "import { useGesture } from '@use-gesture/react';",
  ],
  ['B2', 'engine/a.ts', "import Fastify from 'fastify';", "import './model/x';"],
  [
    'B2',
    'engine/model/a.ts',
    "import { eq } from 'drizzle-orm';",
    "import { produce } from 'immer';",
  ],
  [
    'B2',
    'engine/editor/a.ts',
    "import { z } from 'zod';",
    "import { useMachine } from '@xstate/react';",
  ],
  // B3: each engine floor uses its own packages and those of the floors below.
  ['B3', 'engine/model/a.ts', "import Konva from 'konva';", "import { produce } from 'immer';"],
  [
    'B3',
    'engine/model/a.ts',
    "import { it } from 'vitest';",
    "import { enablePatches } from 'immer';",
  ],
  ['B3', 'engine/model/a.test.ts', "import Konva from 'konva';", "import { it } from 'vitest';"],
  ['B3', 'engine/render/a.ts', "import React from 'react';", "import Konva from 'konva';"],
  [
    'B3',
    'engine/react/a.ts',
    "import { setup } from 'xstate';",
    "import { Stage } from 'react-konva';",
  ],
  // B4: model ← render ← react ← editor; a floor imports only itself and the floors below.
  ['B4', 'engine/model/a.ts', "import '../render/stage';", "import './types';"],
  ['B4', 'engine/render/a.ts', "import '../editor/Editor';", "import '../model/types';"],
  ['B4', 'engine/render/a.ts', "import '../react/splitScene';", "import './scene';"],
  ['B4', 'engine/react/a.ts', "import '../editor/machine/x';", "import '../render/scene';"],
  ['B4', 'engine/editor/a.ts', "import '../../fixtures/load';", "import '../react/PartCanvas';"],
  // B5: the contract holds zod schemas only, imported by server and web and importing neither.
  [
    'B5',
    'shop/contract/a.ts',
    "import type { FastifyInstance } from 'fastify';",
    "import { z } from 'zod';",
  ],
  ['B5', 'shop/contract/a.ts', "import React from 'react';", "import './session';"],
  [
    'B5',
    'shop/contract/a.ts',
    "import { eq } from 'drizzle-orm';",
    "import { money } from './money';",
  ],
  ['B5', 'shop/contract/a.ts', "import '../server/app';", "import './errors';"],
  ['B5', 'shop/contract/a.ts', "import '../web/main';", "import './http';"],
  ['B5', 'shop/contract/a.ts', "import '../../engine/model/types';", "import './cart';"],
  // B6: the server reaches the engine's model; fulfilment alone also its Node print render.
  [
    'B6',
    'shop/server/services/a.ts',
    "import '../../../engine/render/stage';",
    "import '../../../engine/model/types';",
  ],
  [
    'B6',
    'shop/server/services/a.ts',
    "import '../../../engine/render/node/printRender';",
    "import '../../../engine/model/validate/template';",
  ],
  [
    'B6',
    'shop/server/services/fulfilment/a.ts',
    "import '../../../../engine/render/headless';",
    "import '../../../../engine/render/node/printRender';",
  ],
  ['B6', 'shop/server/routes/a.ts', "import '../../../engine';", "import '../../contract/http';"],
  // B7: shop/web and shop/server never import each other; both import the contract.
  ['B7', 'shop/web/a.ts', "import '../server/app';", "import '../contract/session';"],
  ['B7', 'shop/server/a.ts', "import '../web/main';", "import '../contract/session';"],
  // B8: the server's floors: lib ← db ← services ← plugins ← routes ← app.
  ['B8', 'shop/server/lib/a.ts', "import '../db/client';", "import './crypto';"],
  ['B8', 'shop/server/lib/a.ts', "import '../services/cart/x';", "import '../config';"],
  ['B8', 'shop/server/db/a.ts', "import '../services/cart';", "import '../lib/crypto';"],
  ['B8', 'shop/server/db/a.ts', "import '../demo/seed';", "import './schema';"],
  ['B8', 'shop/server/services/a.ts', "import '../plugins/auth';", "import '../db/client';"],
  [
    'B8',
    'shop/server/services/checkout/a.ts',
    "import { HttpError } from '../../plugins/errors';",
    "import '../../db/schema';",
  ],
  ['B8', 'shop/server/services/cart/a.ts', "import '../../routes/cart';", "import '../orders/x';"],
  ['B8', 'shop/server/services/a.ts', "import '../app';", "import '../lib/crypto';"],
  ['B8', 'shop/server/services/a.ts', "import '../demo/seed';", "import '../config';"],
  ['B8', 'shop/server/plugins/a.ts', "import '../routes/cart';", "import '../services/sessions';"],
  ['B8', 'shop/server/routes/cart/a.ts', "import '../../app';", "import '../../plugins/auth';"],
  ['B8', 'shop/server/demo/a.ts', "import '../routes/cart';", "import '../services/cms';"],
  // B9: services know nothing of HTTP.
  [
    'B9',
    'shop/server/services/a.ts',
    "import type { FastifyRequest } from 'fastify';",
    "import { eq } from 'drizzle-orm';",
  ],
  [
    'B9',
    'shop/server/services/uploads/a.ts',
    "import multipart from '@fastify/multipart';",
    "import sharp from 'sharp';",
  ],
  // B10: nothing of the server runs in the browser.
  [
    'B10',
    'shop/web/features/cart/a.ts',
    "import { eq } from 'drizzle-orm';",
    "import { z } from 'zod';",
  ],
  [
    'B10',
    'shop/web/api/a.ts',
    "import Fastify from 'fastify';",
    "import { useQuery } from '@tanstack/react-query';",
  ],
  ['B10', 'shop/web/lib/a.ts', "import fs from 'node:fs';", "import i18next from 'i18next';"],
  [
    'B10',
    'shop/web/lib/a.test.ts',
    "import { eq } from 'drizzle-orm';",
    "import fs from 'node:fs';",
  ],
  // B11: nothing of the browser runs on the server.
  [
    'B11',
    'shop/server/routes/a.ts',
    "import React from 'react';",
    "import Fastify from 'fastify';",
  ],
  [
    'B11',
    'shop/server/services/a.ts',
    "import { renderToString } from 'react-dom/server';",
    "import { z } from 'zod';",
  ],
  // B12: the web reaches the engine through engine/index.ts only.
  ['B12', 'shop/web/a.ts', "import '../../engine/model/types';", "import '../../engine';"],
  [
    'B12',
    'shop/web/features/a/b.ts',
    "import '../../../../engine/editor/Editor';",
    "import '../../../../engine/index';",
  ],
  [
    'B12',
    'shop/web/components/a/b.ts',
    "import '../../../../engine/editor/useModalDialog';",
    "import '../../../../engine/modal';",
  ],
  // B13: the web's floors: ui, lib, i18n, api → components → features → app → main.tsx.
  ['B13', 'shop/web/ui/a.tsx', "import '../features/cart/CartPage';", "import './Button';"],
  ['B13', 'shop/web/ui/a.tsx', "import '../components/prices/PriceTag';", "import '../lib/paths';"],
  ['B13', 'shop/web/lib/a.ts', "import '../app/router';", "import '../api/client';"],
  ['B13', 'shop/web/api/a.ts', "import '../features/cart/x';", "import '../i18n/format';"],
  [
    'B13',
    'shop/web/components/prices/a.tsx',
    "import '../../features/cart/CartPage';",
    "import '../../ui/Dialog';",
  ],
  [
    'B13',
    'shop/web/features/catalogue/a.tsx',
    "import '../../app/pages/ComingSoon';",
    "import '../../components/not-found/NotFound';",
  ],
  ['B13', 'shop/web/app/a.tsx', "import '../main';", "import '../features/cart/CartPage';"],
  // B14: features never import each other; what two share lives in components/ or lib/.
  [
    'B14',
    'shop/web/features/cart/a.ts',
    "import '../checkout/VoucherDialog';",
    "import '../../components/voucher-dialog/VoucherDialog';",
  ],
  // B16: the dialogs every page has never bring the engine into the first load.
  ['B16', 'shop/web/ui/a.tsx', "import '../../../engine/index';", "import 'focus-trap';"],
  ['B16', 'shop/web/ui/a.tsx', "import '../../../engine';", "import '../../../engine/modal';"],
];

describe('import boundaries', () => {
  it.each(cases)('%s %s: %s is refused', async (rule, file, refused) => {
    expect((await boundaryMessages(file, refused)).join('\n')).toContain(`${rule}:`);
  });
  it.each(cases)('%s %s: %s is allowed', async (_rule, file, _refused, allowed) => {
    expect(await boundaryMessages(file, allowed)).toEqual([]);
  });
  it.each([
    ['shop/web/main.tsx', "import './app/App';"],
    ['shop/server/services/a.test.ts', "import '../test/app';"],
    ['engine/render/scene.test.ts', "import '../react/splitScene';"],
  ])('tests and entry points: %s: %s is allowed', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([]);
  });
});

describe('B15: no import cycles', () => {
  // engine/model/validate/template.ts imports engine/model/units.ts: importing it back closes a
  // cycle, as a value or as types only (two modules naming each other's types are one module).
  it('refuses an import that closes a cycle', async () => {
    const found = await messages(
      'engine/model/units.ts',
      "import './validate/template';",
      'import-x/no-cycle',
    );
    expect(found.join('\n')).toContain('Dependency cycle');
  });
  it.each([
    {
      what: 'that closes a cycle',
      source: "import type { TemplateIssue } from './validate/template';",
      said: 'B15: this type-only import closes an import cycle',
    },
    {
      // engine/model/ids.ts reaches units.ts through ./types.
      what: 'whose cycle runs through other modules, naming them',
      source: "import type { SlotRef } from './ids';",
      said: /B15: .* via engine\/model\/types/,
    },
  ])('refuses a type-only import $what', async ({ source, said }) => {
    const found = await messages('engine/model/units.ts', source, 'boundaries/no-type-cycle');
    expect(found.join('\n')).toMatch(said);
  });
  it('allows an import, of values or types, of a module that does not lead back', async () => {
    for (const source of [
      "import { fail } from './validate/check';",
      "import type { Invalid } from './validate/check';",
    ]) {
      expect(await messages('engine/model/units.ts', source, 'import-x/no-cycle')).toEqual([]);
      expect(await messages('engine/model/units.ts', source, 'boundaries/no-type-cycle')).toEqual(
        [],
      );
    }
  });
});

describe('imports waiting for a fix on another branch', () => {
  it('are each still made, so the list only shrinks', async () => {
    const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as {
      PENDING: [string, string][];
    };
    const stale = config.PENDING.filter(([file, target]) => {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) return true;
      const sources = [
        ...fs.readFileSync(full, 'utf8').matchAll(/from '([^']+)'|import\('([^']+)'\)/g),
      ].map((m) => m[1] ?? m[2] ?? '');
      return !sources.some((source) =>
        source.startsWith('.')
          ? path
              .relative(root, path.resolve(path.dirname(full), source))
              .split(path.sep)
              .join('/') === target
          : source === target,
      );
    });
    expect(stale, 'take these entries off PENDING in eslint.config.js').toEqual([]);
  });
});
