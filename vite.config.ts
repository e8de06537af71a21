import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const root = import.meta.dirname;
// In development (`npm run dev:api` + `npm run dev:web`) the API runs on API_PORT and Vite
// proxies the server's paths to it. Each prefix names the server's routes and nothing else: the
// web client's own modules are served by Vite from the same origin (shop/web/api/client.ts is
// /api/client.ts), so a bare `/api` would forward them to the API and leave the page blank.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// Test files run side by side on every core (vitest leaves one core free by default, which on a
// 2-core CI machine means one file at a time). Each file has a database of its own; the files
// they share (the demo's pictures, derivatives) are written whole and renamed into place. At
// most 4, so a large machine does not open dozens of databases at once.
const testWorkers = Math.min(4, availableParallelism());
export const serverPaths = [
  '/api/webshop/',
  '/ajax/',
  '/sections/',
  '/system/',
  '/templates/',
  '/m/',
  '/dev/',
];

/**
 * Brotli and gzip copies (name.br, name.gz) of the text files the browser downloads, written
 * by the build beside each file for the server to send as they are (@fastify/static's
 * `preCompressed`). Source maps only reach DevTools and images and fonts are packed already;
 * below 1 KB a reply fits one packet anyway. A copy no smaller than its file is not written.
 */
export const compressedCopies = () =>
  compression({
    include: /\.(js|mjs|css|html|svg|json|txt|xml)$/i,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });

export default defineConfig({
  root: `${root}/shop/web`,
  publicDir: `${root}/public`,
  plugins: [react(), compressedCopies()],
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
    // No test reads the shop's own database: the `pg` project starts a PostgreSQL server of its
    // own (shop/server/test/postgres-setup.ts), and shop processes the tests start use PGlite
    // unless a test hands them a database.
    env: { DATABASE_URL: '' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: testWorkers,
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'shop/**/*.test.ts',
            'fixtures/**/*.test.ts',
            '.ci/**/*.test.ts',
          ],
          exclude: ['shop/e2e/**', 'node_modules/**'],
          // One migrated PGlite data directory that every test database starts from.
          globalSetup: ['shop/server/test/pglite-template-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API and security suites again on a real PostgreSQL, with the tests that need
        // several processes on one database.
        extends: true,
        test: {
          name: 'pg',
          maxWorkers: testWorkers,
          environment: 'node',
          include: [
            'shop/server/routes/**/*.test.ts',
            'shop/server/security/*.test.ts',
            'shop/server/services/orders/mail-senders.test.ts',
            'shop/server/plugins/health.test.ts',
            'shop/server/scale/**/*.pg.ts',
          ],
          // Left to the unit project: suites that start shop processes on PGlite (their subject
          // is the embedded database or the production start) and suites about HTTP headers,
          // logs, timing and picture files, where the database engine changes nothing.
          exclude: [
            'shop/server/security/crash-safety.test.ts',
            'shop/server/security/production-start.test.ts',
            'shop/server/routes/session/simulate.test.ts',
            'shop/server/security/headers.test.ts',
            'shop/server/security/cross-site-gets.test.ts',
            'shop/server/security/uploads-abuse.test.ts',
            'shop/server/security/log-secrets.test.ts',
            'shop/server/security/login-timing.test.ts',
            'shop/server/security/fuzz.test.ts',
            'shop/server/routes/images/images.test.ts',
          ],
          globalSetup: ['shop/server/test/postgres-setup.ts'],
          setupFiles: ['shop/server/test/postgres-worker.ts'],
          // 50 checkouts at once wait for the pool's 10 connections.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The suites that read and write pictures, derivatives, uploads and template art, again
          // with every file in an S3 bucket (an S3 server on loopback) instead of on disk.
          name: 's3',
          environment: 'node',
          include: [
            'shop/server/routes/images/images.test.ts',
            'shop/server/routes/pictures/pictures.test.ts',
            'shop/server/routes/digital/digital.test.ts',
            'shop/server/routes/templates/templates.test.ts',
            'shop/server/security/picture-originals.test.ts',
            'shop/server/security/uploads-abuse.test.ts',
            // Print files are drawn from the originals, wherever they are kept.
            'shop/server/services/fulfilment/lab-job.test.ts',
          ],
          globalSetup: [
            'shop/server/test/s3-global-setup.ts',
            'shop/server/test/pglite-template-setup.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Components in a simulated DOM (Testing Library): a `*.test.tsx` beside its component.
        extends: true,
        test: {
          name: 'dom',
          maxWorkers: testWorkers,
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
          // Two journey files at a time, each with a shop of its own (global-setup.ts): a
          // journey mostly waits on its browser and its shop, so two share two cores well.
          maxWorkers: Math.min(2, testWorkers),
        },
      },
    ],
  },
});
