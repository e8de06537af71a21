import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where an upload's body is written while it is checked: on disk, so a 25 MB photo (or the first
 * 25 MB of a 100 MB one) never sits in the shop's memory.
 */
export const spoolDir = (dataDir: string): string => path.join(dataDir, 'tmp', 'uploads');

// Host and process in the name: a restart can tell which files a dead process left behind, and
// processes sharing DATA_DIR leave each other's files alone.
const HOST = hostname().replace(/[^\w.]/g, '_');
const NAME = /^(.+)-(\d+)-[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\.part$/;
/** A temporary upload file's name: host, process and a random uuid. */
export const spoolFileName = (uuid: string, pid = process.pid, host = HOST): string =>
  `${host}-${pid}-${uuid}.part`;
/** A file older than this is left over whoever wrote it: no upload takes that long. */
const ABANDONED_MS = 24 * 3_600_000;

/**
 * Writes the stream to a new file with a unique name and returns its path; the file is removed
 * when writing fails (an aborted request). The caller removes it once done.
 */
export async function spoolUpload(dataDir: string, stream: Readable): Promise<string> {
  const dir = spoolDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, spoolFileName(crypto.randomUUID()));
  try {
    await pipeline(stream, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return file;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let firstSweep = true;

/**
 * Removes upload files a crashed process left: on this host, those of processes no longer
 * running (and, on the first sweep in a process, its own pid's: a restarted container often
 * gets its predecessor's pid); anyone's older than a day. Returns how many were removed.
 */
export async function removeAbandonedUploads(dataDir: string, now = Date.now()): Promise<number> {
  const dir = spoolDir(dataDir);
  const ownPidIsStale = firstSweep;
  firstSweep = false;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no upload yet
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const match = NAME.exec(name);
    const pid = Number(match?.[2]);
    const mine = match?.[1] === HOST;
    let abandoned =
      !match || (mine && pid === process.pid ? ownPidIsStale : mine && !isRunning(pid));
    if (!abandoned) {
      const info = await stat(file).catch(() => null);
      abandoned = info !== null && now - info.mtimeMs > ABANDONED_MS;
    }
    if (abandoned) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
