import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
// In `npm run dev` the API runs on API_PORT and Vite proxies the server's paths to it.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const serverPaths = ['/api', '/ajax', '/sections', '/system', '/templates', '/m/', '/dev'];

export default defineConfig({
  root: `${root}/shop/web`,
  publicDir: `${root}/public`,
  plugins: [react()],
  // The engine draws with Konva's core and four shapes: the full build's other shapes and filters
  // (Transformer, Path, TextPath, ...; 67 KB) would load with every page drawing a thumbnail.
  resolve: { alias: [{ find: /^konva$/, replacement: `${root}/engine/render/konvaBrowser.ts` }] },
  build: {
    outDir: `${root}/dist/web`,
    emptyOutDir: true,
    // No source maps in the build: dist/web is what the server publishes, and a map hands anyone
    // the client's full source. `npx vite build --sourcemap` makes them for a local debug build
    // (the server refuses *.map in production all the same: plugins/web-client.ts).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the front page needs in one file: one request, and gzip sees it whole.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: api, changeOrigin: false }])),
  },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'shop/**/*.test.ts',
            'fixtures/**/*.test.ts',
            '.ci/**/*.test.ts',
          ],
          exclude: ['shop/e2e/**', 'node_modules/**'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Components in a simulated DOM (Testing Library): a `*.test.tsx` beside its component.
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['engine/**/*.test.tsx', 'shop/**/*.test.tsx'],
          exclude: ['shop/e2e/**', 'node_modules/**'],
          setupFiles: ['shop/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          environment: 'node',
          include: ['visual-tests/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['shop/e2e/**/*.e2e.ts'],
          globalSetup: ['shop/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
