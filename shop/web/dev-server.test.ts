// `npm run dev:web`: Vite serves the web client's modules and forwards the server's paths to the
// API (`npm run dev:api`). A module the page loads must come from Vite, never from the API.
import { readdirSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'shop/web');

let api: Server;
let vite: ViteDevServer;
let base = '';

beforeAll(async () => {
  // Stands in for `npm run dev:api`: says who answered.
  api = createHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ api: req.url }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_PORT = String((api.address() as AddressInfo).port);
  vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
  });
  await vite.listen();
  base = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await vite?.close();
  await new Promise((resolve) => api?.close(resolve));
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('npm run dev:web', () => {
  it('serves the page and its modules under /api/ itself', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const module = await fetch(`${base}/api/client.ts`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toMatch(/javascript/);
    expect(await module.text()).not.toContain('"api"');
  });

  it('forwards no source file of the web client to the API', async () => {
    const { serverPaths } = await import('../../vite.config');
    const urls = sourceFiles(webDir).map((file) => `/${path.relative(webDir, file)}`);
    expect(urls).toContain('/api/client.ts');
    const forwarded = urls.filter((url) => serverPaths.some((p) => url.startsWith(p)));
    expect(forwarded).toEqual([]);
  });

  it("forwards the server's calls to the API", async () => {
    for (const url of ['/api/webshop/shop', '/ajax/user/login.php', '/dev/mailbox']) {
      const res = await fetch(`${base}${url}`);
      expect(await res.json()).toEqual({ api: url });
    }
  });
});
