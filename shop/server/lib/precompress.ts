import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; source maps only reach DevTools, images and fonts are packed. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Below this a reply fits one packet anyway. */
const MIN_BYTES = 1024;

const encoders: Array<{ ext: '.br' | '.gz'; encode: (data: Buffer) => Promise<Buffer> }> = [
  {
    ext: '.br',
    // Quality 5 packs within a few per cent of 11 at a twentieth of the time (a server start
    // after each build pays it once).
    encode: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', encode: (data) => gzip(data, { level: 9 }) },
];

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function mtime(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Writes name.br and name.gz beside each compressible file of the built web client that has no
 * fresh ones, for @fastify/static's `preCompressed` to send. Each is written under a temporary
 * name and renamed, so two servers starting on one build never serve half a file. A file that
 * cannot be written is left out: the static plugin then sends it uncompressed.
 */
export async function precompress(dir: string): Promise<{ written: number; failed: number }> {
  let written = 0;
  let failed = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const info = await stat(file);
    if (info.size < MIN_BYTES) continue;
    let data: Buffer | undefined;
    for (const { ext, encode } of encoders) {
      const target = file + ext;
      const packed = await mtime(target);
      if (packed !== null && packed >= info.mtimeMs) continue;
      try {
        data ??= await readFile(file);
        const encoded = await encode(data);
        if (encoded.length >= data.length) continue;
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, encoded);
        await rename(temporary, target);
        written += 1;
      } catch {
        failed += 1;
      }
    }
  }
  return { written, failed };
}
