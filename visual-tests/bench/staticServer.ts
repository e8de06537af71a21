// The benchmark page as production builds it (React's production build), served with the
// fixture files it fetches.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { outputDir, repoRoot } from '../server';
import { serveFiles } from '../staticFiles';

const distDir = path.join(outputDir, 'bench-dist');

export async function buildBenchPage(): Promise<void> {
  await build({
    configFile: false,
    root: repoRoot,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir: distDir,
      emptyOutDir: true,
      rollupOptions: { input: path.join(repoRoot, 'visual-tests/bench/page/index.html') },
    },
  });
}

export const serveBenchPage = () =>
  serveFiles([
    ['/fixtures/', path.join(repoRoot, 'fixtures')],
    ['/', distDir],
  ]);
