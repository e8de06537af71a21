import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, modeLine } from './config';

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
      mode: 'demo',
      production: false,
      seedDemo: true,
      checkResponses: false,
      trustProxy: false,
      testPayments: true,
      operatorEmail: null,
    });
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '3456',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/ks',
      DATABASE_URL: 'postgres://u:p@localhost:5432/keepsake',
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_URL: 'https://shop.example/',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      OPERATOR_EMAIL: 'support@shop.example',
    });
    expect(config).toMatchObject({
      port: 3456,
      host: '127.0.0.1',
      dataDir: '/tmp/ks',
      databaseUrl: 'postgres://u:p@localhost:5432/keepsake',
      smtpUrl: 'smtp://localhost:2525',
      publicUrl: 'https://shop.example',
      mode: 'production',
      production: true,
      trustProxy: true,
      operatorEmail: 'support@shop.example',
    });
  });

  it.each([
    [{}, 'demo', { seedDemo: true, checkResponses: false, testPayments: true }],
    [{ NODE_ENV: 'development' }, 'development', { seedDemo: true, checkResponses: true }],
    [{ NODE_ENV: 'test' }, 'test', { seedDemo: true, checkResponses: true }],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' },
      'production',
      { seedDemo: false, checkResponses: false, testPayments: false },
    ],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ALLOW_TEST_PAYMENTS: '1' },
      'production',
      { testPayments: true },
    ],
  ])('NODE_ENV %j runs in %s mode', (env, mode, expected) => {
    expect(loadConfig(env)).toMatchObject({ mode, ...expected });
  });

  it('names the mode in one line', () => {
    const line = (env: Record<string, string>) => modeLine(loadConfig(env));
    expect(line({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).toBe(
      'Keepsake: production mode (no demo data)',
    );
    expect(line({})).toBe('Keepsake: demo mode — demo data, mailbox on this machine only');
    expect(line({ NODE_ENV: 'development' })).toMatch(/^Keepsake: development mode/);
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
    [
      { NODE_ENV: 'staging' },
      /^Invalid NODE_ENV="staging": must be production, development or test/,
    ],
    [{ TRUST_PROXY: 'true' }, /^Invalid TRUST_PROXY="true": must be 1 \(on\) or 0 \(off\)$/],
    [{ ALLOW_TEST_PAYMENTS: 'yes' }, /^Invalid ALLOW_TEST_PAYMENTS="yes": /],
    [{ NODE_ENV: 'production' }, /^Missing PUBLIC_URL: production needs the https address/],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example' },
      /^Invalid PUBLIC_URL="http:\/\/shop.example": production needs an https:\/\/ address$/,
    ],
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

  it('refuses a production start on http or without PUBLIC_URL, in one line', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    for (const [publicUrl, message] of [
      [
        'http://shop.example',
        'Invalid PUBLIC_URL="http://shop.example": production needs an https:// address',
      ],
      [
        '',
        'Missing PUBLIC_URL: production needs the https address of the shop, e.g. PUBLIC_URL=https://shop.example',
      ],
    ] as const) {
      const res = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'shop/server/start.ts', '--no-build'],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PUBLIC_URL: publicUrl,
            DATA_DIR: '/tmp/keepsake-never-used',
          },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(res.status).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr.trim().split('\n')).toEqual([message]);
    }
  }, 60_000);
});
