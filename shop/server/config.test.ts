import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('.data/'),
      databaseUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:3000',
      production: false,
    });
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '3456',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/ks',
      DATABASE_URL: 'postgres://u:p@localhost:5432/keepsake',
      SMTP_URL: 'smtp://localhost:2525',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 3456,
      host: '127.0.0.1',
      dataDir: '/tmp/ks',
      databaseUrl: 'postgres://u:p@localhost:5432/keepsake',
      smtpUrl: 'smtp://localhost:2525',
      publicUrl: 'http://localhost:3456',
      production: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT="eighty": /],
    [{ PORT: '70000' }, /^Invalid PORT="70000": /],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid DATABASE_URL="mysql:\/\/x": must start with postgres:\/\/ or postgresql:\/\/$/,
    ],
    [
      { SMTP_URL: 'http://mail' },
      /^Invalid SMTP_URL="http:\/\/mail": must start with smtp:\/\/ or smtps:\/\/$/,
    ],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid PUBLIC_URL="not a url": /],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: null });
  });

  it('stops start-up with that line and exit code 1', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const res = spawnSync('npx', ['tsx', 'shop/server/start.ts', '--no-build'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '/tmp/keepsake-never-used' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(
      res.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('npm warn')),
    ).toEqual(['Invalid PORT="eighty": Invalid input: expected number, received NaN']);
  }, 60_000);
});
