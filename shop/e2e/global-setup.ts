// Starts one real shop (built web client, real server, fresh embedded database with demo data)
// for all browser journeys, and stops it afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, ShopProcess } from '../server/test/shop-process';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-e2e-'));
  const shop = new ShopProcess(dataDir, await freePort());
  await shop.start(120_000);
  project.provide('baseUrl', shop.url);

  return async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
