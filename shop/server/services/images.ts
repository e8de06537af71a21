import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { chromaKeyRaw } from './chroma-key';

export interface DerivativeRequest {
  /** Source file under DATA_DIR/pictures. */
  file: string;
  size: '320' | '640' | 'full';
  rotation: '0' | '90' | '180' | '270';
  effect: 'original' | 'bw' | 'sepia';
  /** Background file to put behind a green-screen picture, or null. */
  backgroundFile: string | null;
}

export interface Derivative {
  path: string;
  etag: string;
}

// Sepia as a colour matrix (the classic Microsoft coefficients).
const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

async function render(dataDir: string, req: DerivativeRequest): Promise<Buffer> {
  const source = await readFile(path.join(dataDir, 'pictures', req.file));
  const edge = req.size === 'full' ? null : Number(req.size);
  const fit = (image: Sharp) =>
    edge ? image.resize(edge, edge, { fit: 'inside', withoutEnlargement: true }) : image;
  let image: Sharp;
  if (req.backgroundFile) {
    // Key at the size asked for, not the source's: a 640 px derivative keys 640 px of pixels.
    const cutOut = await chromaKeyRaw(fit(sharp(source)));
    const composite = await sharp(path.join(dataDir, 'pictures', req.backgroundFile))
      .resize(cutOut.width, cutOut.height, { fit: 'cover' })
      .composite([
        { input: cutOut.data, raw: { width: cutOut.width, height: cutOut.height, channels: 4 } },
      ])
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = sharp(composite.data, { raw: composite.info }).rotate(Number(req.rotation));
  } else {
    image = fit(sharp(source).rotate(Number(req.rotation)));
  }
  if (req.effect === 'bw') image = image.grayscale();
  if (req.effect === 'sepia') image = image.recomb(SEPIA);
  return image.jpeg({ quality: req.size === 'full' ? 90 : 82, mozjpeg: false }).toBuffer();
}

/**
 * The derivative's file in DATA_DIR/cache, made once per source version and parameters.
 * The ETag is the cache key, so it changes when the source file changes.
 */
export async function derivative(dataDir: string, req: DerivativeRequest): Promise<Derivative> {
  const picturesDir = path.join(dataDir, 'pictures');
  const sourceStat = await stat(path.join(picturesDir, req.file));
  const backgroundStat = req.backgroundFile
    ? await stat(path.join(picturesDir, req.backgroundFile))
    : null;
  const key = createHash('sha256')
    .update(
      JSON.stringify([req, sourceStat.mtimeMs, sourceStat.size, backgroundStat?.mtimeMs ?? null]),
    )
    .digest('hex')
    .slice(0, 32);
  const cacheDir = path.join(dataDir, 'cache', key.slice(0, 2));
  const file = path.join(cacheDir, `${key}.jpg`);
  try {
    await stat(file);
  } catch {
    // Two phones asking for the same new derivative at once share one render: two renders
    // in the same millisecond used to write the same temporary file, and one answered 500.
    let making = rendering.get(file);
    if (!making) {
      making = renderToCache(dataDir, req, cacheDir, file).finally(() => rendering.delete(file));
      rendering.set(file, making);
    }
    await making;
  }
  return { path: file, etag: `"${key}"` };
}

const rendering = new Map<string, Promise<void>>();

async function renderToCache(
  dataDir: string,
  req: DerivativeRequest,
  cacheDir: string,
  file: string,
): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const bytes = await render(dataDir, req);
  // Write then rename, so a concurrent reader (or another process) never sees half a file.
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
