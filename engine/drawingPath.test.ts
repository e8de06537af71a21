// Pins the split of engine/index.ts: what it imports statically (what every page drawing
// thumbnails downloads and runs) holds no react-konva, xstate or editor panels; those come only
// through the dynamic import behind the lazy <Editor>.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const engine = import.meta.dirname;

/** Module specifiers a file loads at run time (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    }
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    }
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && /\.tsx?$/.test(c)) ?? null;
}

/** Every engine file and package reached from `entry` through static imports. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(
          specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] ?? specifier),
        );
        continue;
      }
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => path.relative(engine, f)), packages: [...packages] };
}

describe('the drawing path of engine/index.ts', () => {
  const graph = staticGraph(path.join(engine, 'index.ts'));

  it('loads no react-konva, xstate or gesture code', () => {
    for (const name of [
      'react-konva',
      'react-reconciler',
      'xstate',
      '@xstate/react',
      '@use-gesture/react',
    ]) {
      expect(graph.packages).not.toContain(name);
    }
    expect(graph.packages).toContain('konva');
  });

  it('reaches the editor only through its loader', () => {
    // Plain data and small rules may come along (strings, constants, an error class); the
    // component, its panels, the statechart and the editing canvas may not.
    const heavy = [
      /^editor\/(Editor|EditorMenu|EditorDialogs|usePreviewImages|onDemand)\./,
      /^editor\/(panels|commands)\//,
      /^editor\/machine\/(?!menu\.ts$)/,
      /^react\/(PartCanvas|SceneView|SlotOverlays|useCanvasGestures|useCropPreview)\./,
    ];
    expect(graph.files.filter((f) => heavy.some((h) => h.test(f)))).toEqual([]);
    expect(graph.files).toContain('editor/load.tsx');
  });

  it('still reaches the thumbnail drawing', () => {
    expect(graph.files).toEqual(
      expect.arrayContaining(['react/PartThumbnail.tsx', 'render/headless.ts']),
    );
  });
});

describe('the on-demand editor', () => {
  it('loads <Editor> with preloadEditor()', async () => {
    const { preloadEditor } = await import('./editor/load');
    await expect(preloadEditor()).resolves.toBeUndefined();
    const loaded = await import('./editor/onDemand');
    expect(typeof loaded.Editor).toBe('function');
  });
});
