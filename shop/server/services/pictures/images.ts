import sharp, { type Sharp } from 'sharp';
import { PREVIEW_MAX_EDGE, type PictureSize } from '../../../contract/picture-sets';
import { StorageNotFoundError, storageKeys, type Storage } from '../../storage';
import { chromaKeyRaw } from './chroma-key';
import { cachedDerivative, type Derivative } from './derivative-cache';

export type { Derivative } from './derivative-cache';

/**
 * `320`, `640`: long edge in pixels; `preview`: long edge at most PREVIEW_MAX_EDGE, what the
 * browser URLs call 'full'; `full`: the original's pixels, for a bought picture's download only.
 */
export type DerivativeSize = '320' | '640' | 'preview' | 'full';

/**
 * The size a picture URL (`size=320|640|full`) is drawn at: 'full' there is the largest preview,
 * never the original, whoever asks and whether bought or not. So the bytes behind a URL never
 * change with a purchase (they are cached as immutable) and an original leaves the shop only
 * through the digital-files download of its buyer.
 */
export const servedSize = (size: PictureSize): DerivativeSize =>
  size === 'full' ? 'preview' : size;

export interface DerivativeRequest {
  /** Source file under pictures/ in the storage. */
  file: string;
  size: DerivativeSize;
  rotation: '0' | '90' | '180' | '270';
  effect: 'original' | 'bw' | 'sepia';
  /** Background file to put behind a green-screen picture, or null. */
  backgroundFile: string | null;
}

// Sepia as a colour matrix (the classic Microsoft coefficients).
const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

async function render(storage: Storage, req: DerivativeRequest): Promise<Buffer> {
  const source = await storage.getBuffer(storageKeys.picture(req.file));
  const edge =
    req.size === 'full' ? null : req.size === 'preview' ? PREVIEW_MAX_EDGE : Number(req.size);
  const fit = (image: Sharp) =>
    edge ? image.resize(edge, edge, { fit: 'inside', withoutEnlargement: true }) : image;
  let image: Sharp;
  if (req.backgroundFile) {
    // Key at the size asked for, not the source's: a 640 px derivative keys 640 px of pixels.
    const cutOut = await chromaKeyRaw(fit(sharp(source)));
    const composite = await sharp(await storage.getBuffer(storageKeys.picture(req.backgroundFile)))
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
  // An original's download is encoded without Huffman optimisation, which would keep all of its
  // coefficients in memory until the end (some 300 MB for 50 MP); a preview is small enough.
  const original = req.size === 'full';
  return image
    .jpeg({ quality: original ? 90 : 82, mozjpeg: false, optimiseCoding: !original })
    .toBuffer();
}

/**
 * The derivative in the storage's cache, made once per source version and parameters.
 * The ETag is the cache key, so it changes when the source file changes.
 */
export async function derivative(storage: Storage, req: DerivativeRequest): Promise<Derivative> {
  const sourceStat = await storedPicture(storage, req.file);
  const backgroundStat = req.backgroundFile
    ? await storedPicture(storage, req.backgroundFile)
    : null;
  // The key is the one the pictures' cache always had, so files already cached stay valid.
  const key = [req, sourceStat.mtimeMs, sourceStat.size, backgroundStat?.mtimeMs ?? null];
  return cachedDerivative(storage, key, 'jpg', () => render(storage, req));
}

async function storedPicture(storage: Storage, file: string) {
  const key = storageKeys.picture(file);
  const info = await storage.stat(key);
  if (!info) throw new StorageNotFoundError(key);
  return info;
}
