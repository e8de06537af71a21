// Proves the import rules (each layer only looks down; see the README's Layout) are enforced: each forbidden import is reported,
// each allowed one is not.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const x = 1;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['engine/model/a.ts', "import Konva from 'konva';", 'engine/model imports only immer'],
    ['engine/model/a.ts', "import '../render/stage';", 'engine/model imports only itself'],
    ['engine/model/a.ts', "import { it } from 'vitest';", 'engine/model imports only immer'],
    ['engine/model/a.test.ts', "import Konva from 'konva';", 'engine/model imports only immer'],
    [
      'engine/render/a.ts',
      "import '../../shop/contract/session';",
      'the engine imports nothing from shop',
    ],
    ['shop/web/a.ts', "import '../../engine/model/types';", 'only through engine/index.ts'],
    ['shop/web/a.ts', "import '../server/app';", 'shop/web never imports shop/server'],
    [
      'shop/server/a.ts',
      "import '../../engine/render/stage';",
      'shop/server may import engine/model only',
    ],
    [
      'shop/server/services/fulfilment/a.ts',
      "import '../../../../engine/render/headless';",
      'shop/server may import engine/model only',
    ],
    [
      'shop/server/services/a.ts',
      "import '../../../engine/render/node/printRender';",
      'shop/server may import engine/model only',
    ],
    [
      'shop/web/features/cart/a.ts',
      "import '../checkout/VoucherDialog';",
      'features never import each other',
    ],
    ['shop/server/a.ts', "import '../web/main';", 'shop/server never imports shop/web'],
    [
      'shop/contract/a.ts',
      "import '../server/app';",
      'shop/contract is imported by server and web',
    ],
  ])('%s: %s is refused', async (file, source, expected) => {
    const messages = await boundaryMessages(file, source);
    expect(messages.join('\n')).toContain(expected);
  });

  it.each([
    ['engine/model/a.ts', "import { produce } from 'immer';"],
    ['engine/model/a.ts', "import './types';"],
    ['engine/model/a.test.ts', "import { it } from 'vitest';"],
    ['engine/render/a.ts', "import '../model/types';"],
    ['shop/web/a.ts', "import '../../engine';"],
    ['shop/web/a.ts', "import '../../engine/index';"],
    ['shop/web/a.ts', "import '../contract/session';"],
    ['shop/web/features/cart/a.ts', "import '../../components/voucher-dialog/VoucherDialog';"],
    ['shop/server/a.ts', "import '../../engine/model/types';"],
    ['shop/server/a.ts', "import '../contract/session';"],
    [
      'shop/server/services/fulfilment/a.ts',
      "import '../../../../engine/render/node/printRender';",
    ],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([]);
  });
});
