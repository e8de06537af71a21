import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../lib/precompress';
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
});
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

async function serve({ production = false } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(webClientPlugin, { webDir, serveSourceMaps: !production });
  await app.register(spaPlugin, { hasWebClient: true });
  return app;
}

describe('precompress', () => {
  it('writes brotli and gzip copies of text files worth packing, and leaves the rest', async () => {
    expect(await precompress(webDir)).toEqual({ written: 4, failed: 0 });
    const js = path.join(webDir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(statSync(`${js}.br`).size).toBeLessThan(script.length / 4);
    for (const skipped of ['index-abc123.js.map', 'tiny-abc123.js', 'font-abc123.woff2']) {
      expect(() => statSync(path.join(webDir, 'assets', `${skipped}.br`))).toThrow();
    }
  });

  it('keeps fresh copies and redoes stale ones', async () => {
    await precompress(webDir);
    expect(await precompress(webDir)).toEqual({ written: 0, failed: 0 });
    const js = path.join(webDir, 'assets', 'index-abc123.js');
    writeFileSync(js, `${script}// changed\n`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(js, later, later);
    expect(await precompress(webDir)).toEqual({ written: 2, failed: 0 });
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toContain('// changed');
  });
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
