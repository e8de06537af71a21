// A private PostgreSQL server for the tests: a new cluster (initdb) in a temporary folder, on a
// free loopback port, stopped and deleted afterwards. The tests never touch a server or database
// they did not make: DATABASE_URL is not read by any test.
//
// PostgreSQL refuses to run as root, so as root (CI) the cluster belongs to the `postgres` user
// that Debian's package creates, and its commands run through runuser.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './shop-process';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the maintenance database of the cluster. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl: Debian's newest /usr/lib/postgresql/N/bin, else the PATH. */
export function postgresBinDir(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return found.status === 0 ? path.dirname(found.stdout.trim()) : null;
}

function ownerOf(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Starts a throwaway cluster; throws with initdb's or the server's own words when it cannot. */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no initdb): apt-get install postgresql (.ci/run does it in CI)',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = ownerOf('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      const log = existsSync(path.join(dir, 'log'))
        ? readFileSync(path.join(dir, 'log'), 'utf8')
        : '';
      throw new Error(
        `${tool} failed (${result.status ?? result.signal}): ${result.stderr}${result.stdout}${log}`,
      );
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
  const port = await freePort();
  // Durability is of no use to a database deleted after the run: no fsync, no full pages.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
