// A DATABASE_URL whose server does not answer: the start says which server and why, in one line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/shop-process';
import { openDatabase } from './client';

const root = path.resolve(import.meta.dirname, '../../..');

describe('an unreachable PostgreSQL', () => {
  it('is named with its address, not a failed query', async () => {
    const port = await freePort();
    const url = `postgres://shop:secret@127.0.0.1:${port}/keepsake`;
    await expect(openDatabase({ databaseUrl: url, pgliteDir: null })).rejects.toThrow(
      new RegExp(`^cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
  });

  it('stops the start with that line, without the password, and exit code 1', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'shop/server/start.ts', '--no-build'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/keepsake`,
          DATA_DIR: '/tmp/keepsake-never-used',
          PORT: '0',
        },
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `cannot reach PostgreSQL at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
    expect(stderr).not.toContain('secret');
  }, 60_000);
});
