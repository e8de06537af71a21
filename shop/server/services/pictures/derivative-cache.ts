import { createHash } from 'node:crypto';
import { storageKeys, type Storage } from '../../storage';
import { runImageJob } from './image-jobs';

export interface Derivative {
  /** The derivative's key in the storage. */
  key: string;
  etag: string;
}

/**
 * A derived file (a resized picture, a template preview as WebP) in the storage under cache/,
 * rendered once per `key`: the key holds whatever changes the bytes (source file, its mtime and
 * size, the parameters), so a changed source gets a new file and a new ETag.
 */
export async function cachedDerivative(
  storage: Storage,
  key: unknown,
  extension: 'jpg' | 'webp',
  render: () => Promise<Buffer>,
): Promise<Derivative> {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 32);
  const file = storageKeys.derivative(hash, extension);
  if (!(await storage.exists(file))) {
    // Two phones asking for the same new derivative at once share one render: two renders
    // in the same millisecond used to write the same temporary file, and one answered 500.
    const id = `${storage.kind}:${file}`;
    let making = rendering.get(id);
    if (!making) {
      // In the image queue, before uploads: someone is waiting to see it. The storage writes
      // whole objects only, so a concurrent reader (or another process) never sees half a file.
      making = runImageJob('derivative', render)
        .then((bytes) => storage.put(file, bytes))
        .finally(() => rendering.delete(id));
      rendering.set(id, making);
    }
    await making;
  }
  return { key: file, etag: `"${hash}"` };
}

const rendering = new Map<string, Promise<void>>();
