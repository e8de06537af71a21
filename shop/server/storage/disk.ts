import { randomUUID } from 'node:crypto';
import {
  access,
  constants,
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { checkKey, checkPrefix, StorageBackend, type ObjectInfo, type Storage } from './types';

const isMissing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/**
 * Files under one folder (DATA_DIR): the key is the path below it. A write goes to a hidden
 * temporary file beside its target and is renamed into place, so a reader (or another process
 * on the same disk) never sees half a file.
 */
export class DiskStorage extends StorageBackend implements Storage {
  readonly kind = 'disk';

  constructor(readonly root: string) {
    super();
  }

  protected isMissing(error: unknown): boolean {
    return isMissing(error);
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  private async writeVia(key: string, write: (temporary: string) => Promise<void>) {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomUUID()}.tmp`,
    );
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    await this.writeVia(key, (temporary) =>
      Buffer.isBuffer(body)
        ? writeFile(temporary, body, { flag: 'wx' })
        : pipeline(body, createWriteStream(temporary, { flags: 'wx' })),
    );
  }

  async putFile(key: string, file: string): Promise<void> {
    await this.writeVia(key, (temporary) => copyFile(file, temporary, constants.COPYFILE_EXCL));
  }

  async getBuffer(key: string): Promise<Buffer> {
    return this.orNotFound(key, () => readFile(this.file(key)));
  }

  async getStream(key: string): Promise<Readable> {
    const handle = await this.orNotFound(key, () => open(this.file(key), 'r'));
    // The stream owns the open file from here and closes it at its end or on an error.
    return handle.createReadStream();
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const info = await this.orNull(() => stat(this.file(key)));
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.round(info.mtimeMs * 1000).toString(16)}"`,
      mtimeMs: info.mtimeMs,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    // Walk from the folder the prefix names (its part up to the last '/'), keep what matches.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? path.join(this.root, ...folder.split('/')) : this.root;
    let entries;
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = path.relative(this.root, path.join(entry.parentPath, entry.name));
      const key = relative.split(path.sep).join('/');
      // Hidden names are half-written files (and nothing a key can name).
      if (key.split('/').some((part) => part.startsWith('.'))) continue;
      if (key.startsWith(prefix)) keys.push(key);
    }
    return keys.sort();
  }

  locate(key: string): string {
    return this.file(key);
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async close(): Promise<void> {}
}
