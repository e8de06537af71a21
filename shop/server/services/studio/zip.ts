import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { Messages } from '../../../contract/errors';
import { Refused } from '../../lib/domain-errors';
import { JOB_FILE } from './roster';

/** What one uploaded photo day may unpack to: bounded, so a zip bomb stops early. */
export interface ZipLimits {
  /** Files (directories not counted). */
  maxEntries: number;
  /** Bytes of one unpacked file. */
  maxEntryBytes: number;
  /** Bytes of all unpacked files together. */
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 8 * 1024 * 1024 * 1024,
};

const unsafe = () => new Refused('zip-refused', Messages.zipUnsafe);
const tooMuch = () => new Refused('zip-refused', Messages.zipTooMuch);
const unreadable = () => new Refused('zip-refused', Messages.zipUnreadable);

/** yauzl's own refusals of a name (absolute, `..`, backslash): the same answer as ours. */
const YAUZL_PATH_ERRORS = /^(invalid characters in fileName|absolute path|invalid relative path)/;

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/**
 * Whether an entry name stays inside the folder it unpacks to: no NUL or control character, no
 * absolute path or drive, no backslash, no `.` or `..` segment (yauzl refuses some of these
 * itself; checked again here so the rule does not hang on its defaults).
 */
export function safeEntryName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (name === '' || /[\u0000-\u001f\\]/.test(name)) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  const segments = name.replace(/\/$/, '').split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..');
}

/**
 * Unpacks an uploaded photo-day zip into `dest` (an empty folder). Refuses the whole zip when
 * any entry's name would leave the folder or holds a NUL byte, when an entry is a symbolic link
 * or any other special file, or encrypted, and stops as soon as the files counted or the bytes
 * actually written pass the limits (a declared size that lies is caught by yauzl as it reads).
 * Entries are read one at a time.
 *
 * Returns the folder that holds job.json: `dest` itself, or the one folder the zip holds when
 * the photographer zipped the photo day's folder rather than its contents.
 */
export async function unpackPhotoDayZip(
  zipFile: string,
  dest: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<string> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(zipFile, {
      lazyEntries: true,
      autoClose: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    throw unreadable();
  }
  const root = path.resolve(dest);
  let files = 0;
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        zip.close();
        reject(error);
      };
      zip.on('error', (error: Error) =>
        fail(YAUZL_PATH_ERRORS.test(error.message) ? unsafe() : unreadable()),
      );
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName;
          if (!safeEntryName(name)) throw unsafe();
          const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
          const isDir = name.endsWith('/') || mode === S_IFDIR;
          // A zip made on Windows sets no Unix mode (0): a plain file or folder.
          if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) throw unsafe();
          if (entry.isEncrypted()) throw unsafe();
          const target = path.resolve(root, name);
          if (target !== root && !target.startsWith(root + path.sep)) throw unsafe();
          if (isDir) {
            await mkdir(target, { recursive: true });
            return;
          }
          files += 1;
          if (files > limits.maxEntries) throw tooMuch();
          if (entry.uncompressedSize > limits.maxEntryBytes) throw tooMuch();
          if (total + entry.uncompressedSize > limits.maxTotalBytes) throw tooMuch();
          await mkdir(path.dirname(target), { recursive: true });
          const stream = await zip.openReadStreamPromise(entry);
          let written = 0;
          // Counts the bytes as they come: the limits hold whatever the entry declared.
          const count = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              written += chunk.length;
              total += chunk.length;
              if (written > limits.maxEntryBytes || total > limits.maxTotalBytes) done(tooMuch());
              else done(null, chunk);
            },
          });
          // `wx`: a second entry of the same name is refused rather than written over the first.
          await pipeline(stream, count, createWriteStream(target, { flags: 'wx' }));
        })().then(
          () => zip.readEntry(),
          (error: unknown) =>
            fail(
              error instanceof Refused
                ? error
                : (error as { code?: string }).code === 'EEXIST'
                  ? unsafe()
                  : unreadable(),
            ),
        );
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return await photoDayRoot(root);
}

/** `dest`, or its one sub-folder when job.json is there and not at the top. */
async function photoDayRoot(root: string): Promise<string> {
  const names = (await readdir(root)).filter((n) => n !== '__MACOSX' && !n.startsWith('.'));
  if (names.includes(JOB_FILE) || names.length !== 1) return root;
  const only = path.join(root, names[0]!);
  if (!(await stat(only)).isDirectory()) return root;
  const inner = await readdir(only);
  return inner.includes(JOB_FILE) ? only : root;
}
