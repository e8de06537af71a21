// One process per embedded database: a second shop, or `npm run db:reset`, on the DATA_DIR of a
// running shop refuses to start and names the one holding it; a lock left by a killed shop does
// not block the next start.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ShopProcess } from '../test/shop-process';
import { DatabaseLockedError, lockEmbeddedDatabase, lockFileOf } from './lock';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const shops: ShopProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-lock-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const shop of shops) await shop.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a second process on the same DATA_DIR', () => {
  it('refuses to start, naming the running shop; after a SIGKILL the next one starts', async () => {
    const dataDir = tempDir();
    const first = new ShopProcess(dataDir, await freePort());
    shops.push(first);
    await first.start();

    const second = new ShopProcess(dataDir, await freePort());
    shops.push(second);
    await expect(second.start()).rejects.toThrow(/exited while starting/);
    expect(await second.exited()).toBe(1);
    const refusal = second.log().trim().split('\n').at(-1) ?? '';
    expect(refusal).toContain(`in use by process ${first.pid} on ${hostname()} (started `);
    expect(await first.answers()).toBe(true);

    // db:reset would delete the files under the running shop: it refuses with the same message.
    const reset = spawnSync(process.execPath, ['--import', 'tsx', 'shop/server/demo/reset.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(reset.status).toBe(1);
    expect(reset.stderr).toContain(`in use by process ${first.pid} on ${hostname()}`);
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(await first.answers()).toBe(true);

    await first.kill('SIGKILL');
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    const third = new ShopProcess(dataDir, await freePort());
    shops.push(third);
    await third.start();
    expect(await third.answers()).toBe(true);
    const holder = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(third.pid);
    await third.stop();
    // A clean stop gives the database back.
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 300_000);
});

describe('the lock file', () => {
  const write = (dataDir: string, holder: object) =>
    writeFileSync(lockFileOf(dataDir), JSON.stringify(holder));

  it('is taken over from a holder that is not running any more', () => {
    const dataDir = tempDir();
    // A pid above Linux's maximum (2^22) cannot be running.
    write(dataDir, { pid: 4_194_305, host: hostname(), startedAt: '2026-01-01T00:00:00Z' });
    const lock = lockEmbeddedDatabase(dataDir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('is taken over when the pid now belongs to a process that started later', () => {
    const dataDir = tempDir();
    // The parent of this test runs, but it is not the holder that started at tick 1.
    write(dataDir, { pid: process.ppid, host: hostname(), startedAt: '?', processStart: '1' });
    const lock = lockEmbeddedDatabase(dataDir);
    lock.release();
  });

  it('refuses while a live holder has it, and names it', () => {
    const dataDir = tempDir();
    write(dataDir, { pid: process.ppid, host: hostname(), startedAt: '2026-11-25T20:00:00Z' });
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(
      `is in use by process ${process.ppid} on ${hostname()} (started 2026-11-25T20:00:00Z)`,
    );
  });

  it('counts a holder on another host as alive and says how to clear it', () => {
    const dataDir = tempDir();
    write(dataDir, { pid: 1, host: 'elsewhere', startedAt: '2026-11-25T20:00:00Z' });
    let error: unknown;
    try {
      lockEmbeddedDatabase(dataDir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toContain(`delete ${lockFileOf(dataDir)}`);
  });
});
