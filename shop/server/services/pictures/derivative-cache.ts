import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runImageJob } from './image-jobs';

export interface Derivative {
  path: string;
  etag: string;
}

/**
 * A derived file (a resized picture, a template preview as WebP) in DATA_DIR/cache, rendered
 * once per `key`: the key holds whatever changes the bytes (source file, its mtime and size,
 * the parameters), so a changed source gets a new file and a new ETag.
 */
export async function cachedDerivative(
  dataDir: string,
  key: unknown,
  extension: 'jpg' | 'webp',
  render: () => Promise<Buffer>,
): Promise<Derivative> {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 32);
  const cacheDir = path.join(dataDir, 'cache', hash.slice(0, 2));
  const file = path.join(cacheDir, `${hash}.${extension}`);
  try {
    await stat(file);
  } catch {
    // Two phones asking for the same new derivative at once share one render: two renders
    // in the same millisecond used to write the same temporary file, and one answered 500.
    let making = rendering.get(file);
    if (!making) {
      making = renderToCache(cacheDir, file, render).finally(() => rendering.delete(file));
      rendering.set(file, making);
    }
    await making;
  }
  return { path: file, etag: `"${hash}"` };
}

const rendering = new Map<string, Promise<void>>();

async function renderToCache(
  cacheDir: string,
  file: string,
  render: () => Promise<Buffer>,
): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  // In the image queue, before uploads: someone is waiting to see it.
  const bytes = await runImageJob('derivative', render);
  // Write then rename, so a concurrent reader (or another process) never sees half a file.
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
