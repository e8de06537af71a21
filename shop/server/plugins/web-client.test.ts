import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressedCopies } from '../../../vite.config';
import spaPlugin from './spa';
import webClientPlugin from './web-client';

const script = `export const greeting = ${JSON.stringify('hello, parent! '.repeat(200))};\n`;
const page = `<!doctype html><title>Keepsake</title>${'<!-- room for the app -->'.repeat(60)}`;
let webDir: string;

beforeEach(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'keepsake-web-client-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), page);
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.map'), script);
  writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDir, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
  // The copies the build writes (see 'the build's compressed copies' below).
  for (const file of ['index.html', 'assets/index-abc123.js']) {
    const data = readFileSync(path.join(webDir, file));
    writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(data));
    writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(data));
  }
});
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

async function serve({ production = false } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(webClientPlugin, { webDir, serveSourceMaps: !production });
  await app.register(spaPlugin, { hasWebClient: true });
  return app;
}

describe("the build's compressed copies", () => {
  it('writes brotli and gzip copies of text files worth packing, and leaves the rest', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'keepsake-web-build-'));
    try {
      mkdirSync(path.join(root, 'public'));
      writeFileSync(path.join(root, 'main.js'), `${script}console.log(greeting);\n`);
      writeFileSync(
        path.join(root, 'index.html'),
        `${page}<script type="module" src="/main.js"></script>`,
      );
      writeFileSync(path.join(root, 'public', 'tiny.txt'), 'hello');
      writeFileSync(path.join(root, 'public', 'font.woff2'), Buffer.alloc(4096, 7));
      const outDir = path.join(root, 'dist');
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [compressedCopies()],
        build: { outDir, sourcemap: true },
      });
      const [js] = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
      const file = path.join(outDir, 'assets', js ?? 'missing.js');
      const built = readFileSync(file, 'utf8');
      expect(built).toContain('hello, parent!');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(built);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(built);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(built.length / 4);
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      expect(
        brotliDecompressSync(readFileSync(path.join(outDir, 'index.html.br'))).toString(),
      ).toBe(html);
      // Only those two: not the source map, the 5-byte text or the font.
      const copies = readdirSync(outDir, { recursive: true })
        .map(String)
        .filter((f) => /\.(br|gz)$/.test(f))
        .sort();
      const assetJs = path.join('assets', js ?? '');
      expect(copies).toEqual([`${assetJs}.br`, `${assetJs}.gz`, 'index.html.br', 'index.html.gz']);
      expect(readdirSync(outDir, { recursive: true }).map(String)).toEqual(
        expect.arrayContaining([`${assetJs}.map`, 'tiny.txt', 'font.woff2']),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('serving the built web client', () => {
  it('sends hashed assets brotli-packed and cached for a year', async () => {
    const app = await serve();
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    await app.close();
  });

  it('sends gzip to a browser without brotli, and plain bytes to one that packs nothing', async () => {
    const app = await serve();
    const gz = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await app.inject({
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body).toBe('console.log(1)');
    await app.close();
  });

  it('answers app routes with index.html, packed and revalidated on each visit', async () => {
    const app = await serve();
    for (const url of ['/', '/shopping-cart', '/products/cards']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
    expect((await app.inject({ url: '/assets/missing-abc.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses source maps in production, and serves them to a local debug build', async () => {
    const production = await serve({ production: true });
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.MAP']) {
      const res = await production.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('hello, parent');
    }
    expect((await production.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    await production.close();
    const local = await serve();
    expect((await local.inject({ url: '/assets/index-abc123.js.map' })).statusCode).toBe(200);
    await local.close();
  });

  it('builds the client without source maps', async () => {
    const { default: viteConfig } = await import('../../../vite.config');
    expect(viteConfig.build?.sourcemap ?? false).toBe(false);
  });
});
