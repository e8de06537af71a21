import type { StorageConfig } from '../lib/storage-config';
import { DiskStorage } from './disk';
import { S3Storage } from './s3';
import type { Storage } from './types';

export { loadStorageConfig, storageLine, type StorageConfig } from '../lib/storage-config';
export { DiskStorage } from './disk';
export { S3Storage } from './s3';
export type { S3Options } from '../lib/storage-config';
export {
  isReachable,
  StorageKeyError,
  StorageNotFoundError,
  type ObjectInfo,
  type Storage,
} from './types';

/** The storage the configuration names. */
export function openStorage(config: StorageConfig): Storage {
  return config.kind === 'disk' ? new DiskStorage(config.root) : new S3Storage(config);
}

/** Keys of the shop's files, one place for their layout (the same on disk and in a bucket). */
export const storageKeys = {
  /** A picture original, background or stored upload: `file` as the database holds it. */
  picture: (file: string) => `pictures/${file}`,
  /** A template version's art file, `relative` inside its folder. */
  templateArt: (uuid: string, version: string | number, relative: string) =>
    `templates/${uuid}/${String(version)}/${relative}`,
  /** A cached derivative by the hash of its key. */
  derivative: (hash: string, extension: string) => `cache/${hash.slice(0, 2)}/${hash}.${extension}`,
} as const;

/**
 * At start: stops the process with one line when the configured storage cannot be read and
 * written (a wrong bucket, endpoint or key), rather than failing at the first picture.
 */
export async function storageReachableOrExit(config: StorageConfig): Promise<void> {
  const storage = openStorage(config);
  try {
    await storage.ping();
  } catch (error) {
    const where =
      config.kind === 'disk'
        ? config.root
        : `S3 bucket ${config.bucket} at ${config.endpoint ?? `AWS ${config.region}`}`;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`Cannot reach the storage (${where}): ${reason}`);
    process.exit(1);
  } finally {
    await storage.close();
  }
}
