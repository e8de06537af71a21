import type { Readable } from 'node:stream';

/** What a stored object is: its size in bytes, an opaque version tag and when it was written. */
export interface ObjectInfo {
  size: number;
  /** Changes whenever the bytes may have changed (quoted, as an HTTP ETag). */
  etag: string;
  mtimeMs: number;
}

/**
 * Where the shop keeps its files (picture originals, backgrounds, uploads, cached derivatives,
 * template art): local disk under DATA_DIR, or an S3-compatible bucket shared by several shop
 * processes. Keys are relative paths with `/` between parts, such as `pictures/uploads/x.jpg`.
 */
export interface Storage {
  /** `disk` or `s3`, for logs and readiness answers. */
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, replacing what was there; readers see the old or the new, never half. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** Stores a local file's bytes under `key` (the file itself is left where it is). */
  putFile(key: string, file: string): Promise<void>;
  /** The whole object; throws StorageNotFoundError when there is none. */
  getBuffer(key: string): Promise<Buffer>;
  /** The object as a stream, opened before it returns: throws StorageNotFoundError when there is none. */
  getStream(key: string): Promise<Readable>;
  /** Size, version tag and time of writing; null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (a plain string prefix, as S3 has it), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Where `key` lives, for people and logs: a file's path, or s3://bucket/key. */
  locate(key: string): string;
  /** Resolves when the storage can be read and written; throws with the reason otherwise. */
  ping(): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): Promise<void>;
}

/**
 * What the two back ends share: each says which of its errors mean "nothing is stored under
 * this key", and a read of such a key answers null (`stat`) or throws StorageNotFoundError.
 */
export abstract class StorageBackend {
  /** True for the back end's own "no such object" error. */
  protected abstract isMissing(error: unknown): boolean;
  abstract stat(key: string): Promise<ObjectInfo | null>;

  /** `read`'s answer; null when the key holds nothing. */
  protected async orNull<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw error;
    }
  }

  /** `read`'s answer; StorageNotFoundError when the key holds nothing. */
  protected async orNotFound<T>(key: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (this.isMissing(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}

/** Asked for a key that holds nothing. */
export class StorageNotFoundError extends Error {
  readonly code = 'STORAGE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
  }
}

/** A key that could leave the storage's folder or that a back end cannot hold. */
export class StorageKeyError extends Error {
  readonly code = 'STORAGE_BAD_KEY';
}

// Control characters (and NUL) are refused by code point: a regular expression with them is
// easy to get wrong.
const hasControl = (part: string): boolean =>
  [...part].some((c) => (c.codePointAt(0) ?? 0) < 0x20 || c.codePointAt(0) === 0x7f);
const goodSegment = (part: string): boolean =>
  part.length > 0 && !part.startsWith('.') && !part.includes('\\') && !hasControl(part);

/**
 * Keys are relative: parts separated by `/`, none empty, `.` or `..`, none starting with a dot
 * (the disk back end keeps its half-written files under such names), no backslash, NUL or
 * control character, at most 1024 bytes (S3's limit).
 */
export function checkKey(key: string): string {
  const ok = key.length > 0 && Buffer.byteLength(key) <= 1024 && key.split('/').every(goodSegment);
  if (!ok) throw new StorageKeyError(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

/** A list prefix follows the key rules, except that it may be empty or end in `/`. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** True when the storage answers `ping`; the readiness check calls this. */
export async function isReachable(storage: Storage): Promise<boolean> {
  try {
    await storage.ping();
    return true;
  } catch {
    return false;
  }
}
