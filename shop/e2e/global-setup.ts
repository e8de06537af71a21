// Starts the real shops the browser journeys run against (built web client, real server, fresh
// embedded database with demo data), one per test worker, and stops them afterwards. Journey
// files run side by side, each on its worker's shop, so a file that changes the shop (a price
// sheet, a staff action) affects only the files that run after it on the same worker, as before
// when every file ran one after another on one shop.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, ShopProcess } from '../server/test/shop-process';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per test worker: worker n (VITEST_POOL_ID, from 1) uses shop n. */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const count = Math.max(1, project.config.maxWorkers);
  const dataDirs = Array.from({ length: count }, () =>
    mkdtempSync(path.join(tmpdir(), 'keepsake-e2e-')),
  );
  const shops: ShopProcess[] = [];
  for (const dataDir of dataDirs) shops.push(new ShopProcess(dataDir, await freePort()));
  await Promise.all(shops.map((shop) => shop.start(240_000)));
  project.provide(
    'baseUrls',
    shops.map((shop) => shop.url),
  );

  return async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}
