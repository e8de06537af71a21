import path from 'node:path';
import { StorageKeyError, storageKeys, type Storage } from '../../storage';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * The stored file of a template version's art (or preview) under templates/ in the storage,
 * with its content type and version; null for unknown files, other file types, and paths that
 * try to leave the folder.
 */
export async function templateArtFile(
  storage: Storage,
  uuid: string,
  version: string,
  relative: string,
): Promise<{ key: string; type: string; mtimeMs: number; size: number } | null> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(uuid) || !/^\d{1,9}$/.test(version)) return null;
  const root = storageKeys.templateArt(uuid, version, '');
  const key = path.posix.normalize(storageKeys.templateArt(uuid, version, relative));
  if (!key.startsWith(root) || key === root) return null;
  const type = TYPES[path.posix.extname(key).toLowerCase()];
  if (!type) return null;
  try {
    const info = await storage.stat(key);
    return info ? { key, type, mtimeMs: info.mtimeMs, size: info.size } : null;
  } catch (error) {
    // Not a key the storage can hold (a NUL, a hidden name…): no such art.
    if (error instanceof StorageKeyError) return null;
    throw error;
  }
}
