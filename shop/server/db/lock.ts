// One process at a time on an embedded database. PGlite is PostgreSQL compiled into the shop's own
// process, without a postmaster to share the files: two shops (or a shop and `npm run db:reset`)
// on one DATA_DIR each keep their own buffers and overwrite each other's pages, and writes are
// lost without an error. So whoever opens DATA_DIR/db first holds DATA_DIR/db.lock, and any other
// process refuses to start, naming the holder. PostgreSQL (DATABASE_URL) takes no lock: its server
// serves any number of shops.
//
// Why a pid file of our own and not a library: the well-kept lock libraries (proper-lockfile,
// lockfile) judge a lock stale by its age and keep it fresh with a timer, and PGlite runs its
// queries on the shop's main thread, so a long migration or seed would starve the timer and let
// a second process take a lock that is still held. The holder's pid, checked against the running
// processes, is what says whether it is alive; and the same file carries the holder's identity
// for the message.
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds the embedded database (the lock file's content). */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  /** Linux: the holder's start in clock ticks since boot, so a reused pid is not taken for it. */
  processStart?: string;
}

/** The embedded database is held by another live process. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const sameHost = holder.host === hostname();
    super(
      `The database in ${path.dirname(lockFile)} is in use by process ${holder.pid} on ` +
        `${holder.host} (started ${holder.startedAt}); stop it first` +
        (sameHost ? '.' : `, or delete ${lockFile} if no shop runs on ${holder.host} any more.`),
    );
  }
}

export const lockFileOf = (dataDir: string): string => path.join(dataDir, 'db.lock');

/** Field 22 of /proc/<pid>/stat (the process' start time), or undefined off Linux. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { startedAt: '?', ...parsed } as LockHolder;
  } catch {
    return null;
  }
}

/**
 * Whether the holder may still be running. On another host nothing can be checked, so it counts
 * as alive (the message says to delete the file). Here: the pid must exist and, where the system
 * tells, have started when the holder did (after a crash the pid may belong to someone else; in
 * a container the restarted shop often gets the very same pid).
 */
function alive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = holder.processStart;
  return start === undefined || processStart(holder.pid) === start;
}

const held = new Set<string>();

function releaseOnExit(file: string) {
  if (held.size === 0) {
    // 'exit' also runs on process.exit() and after an uncaught error; a SIGKILL leaves the file,
    // and the next start finds its holder dead.
    process.once('exit', () => {
      for (const f of held) releaseFile(f);
    });
  }
  held.add(file);
}

function releaseFile(file: string) {
  if (readHolder(file)?.pid === process.pid) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  }
  held.delete(file);
}

export interface HeldLock {
  file: string;
  release(): void;
}

/**
 * Takes DATA_DIR/db.lock for this process, or throws DatabaseLockedError naming the live holder.
 * A lock left by a dead process is removed first. `allowHolder`: a pid whose lock counts as this
 * process' own (the child that creates a new database for the shop that spawned it).
 */
export function lockEmbeddedDatabase(
  dataDir: string,
  options: { allowHolder?: number } = {},
): HeldLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
  };
  const mine = `${file}.${process.pid}.tmp`;
  // The content is complete before the lock appears: link() fails when the name exists, atomically,
  // so no reader ever sees a half-written lock.
  writeFileSync(mine, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(mine, file);
        releaseOnExit(file);
        return { file, release: () => releaseFile(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && options.allowHolder !== undefined && holder.pid === options.allowHolder) {
        return { file, release: () => {} };
      }
      if (holder && alive(holder)) throw new DatabaseLockedError(file, holder);
      breakStaleLock(file, holder);
    }
    throw new Error(`Could not take ${file}: other processes keep taking it`);
  } finally {
    unlinkSync(mine);
  }
}

/**
 * Removes a dead holder's lock. Renaming it away first means that of two processes breaking the
 * same stale lock, only one moves it; should the moved file turn out to be a live holder's (one
 * that broke and took it in between), it is put back.
 */
function breakStaleLock(file: string, judged: LockHolder | null) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  const same =
    moved === judged ||
    (moved !== null &&
      judged !== null &&
      moved.pid === judged.pid &&
      moved.startedAt === judged.startedAt);
  if (!same && moved && alive(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds it now; the next attempt reads who.
    }
  }
  unlinkSync(aside);
}

/**
 * For the commands that open the database (start, db:reset, the first start's child): takes the
 * embedded database's lock, or prints the one-line refusal and exits with code 1. Nothing to lock
 * with DATABASE_URL.
 */
export function lockDatabaseOrExit(
  config: { databaseUrl: string | null; dataDir: string },
  options: { allowHolder?: number } = {},
): void {
  if (config.databaseUrl) return;
  try {
    lockEmbeddedDatabase(config.dataDir, options);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
