// Starts one real shop (built web client, real server, fresh embedded database with demo data)
// for all browser journeys, and stops it afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/webshop/shop`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop did not answer within 120 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-e2e-'));
  let output = '';
  // Node itself (not npx) in its own process group, so teardown stops every process it started.
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'shop/server/start.ts', '--no-build'],
    {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        // Each phone comes from its own address, as parents do; the limits count per address.
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    const group = -(server.pid ?? 0);
    if (server.exitCode === null) process.kill(group, 'SIGTERM');
    for (let i = 0; i < 20 && server.exitCode === null; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
    }
    if (server.exitCode === null) process.kill(group, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
