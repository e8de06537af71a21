import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * The file of a template version's art (or preview) under DATA_DIR/templates, with its content
 * type; null for unknown files, other file types, and paths that try to leave the folder.
 */
export async function templateArtFile(
  dataDir: string,
  uuid: string,
  version: string,
  relative: string,
): Promise<{ file: string; type: string } | null> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(uuid) || !/^\d{1,9}$/.test(version)) return null;
  const root = path.join(dataDir, 'templates', uuid, version);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type) return null;
  try {
    return (await stat(file)).isFile() ? { file, type } : null;
  } catch {
    return null;
  }
}
