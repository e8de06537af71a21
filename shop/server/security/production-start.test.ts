// `NODE_ENV=production npm start` on an empty embedded database, as the real process runs: the
// first log line names the mode, no demo data is seeded (its codes open nothing, its logins,
// whose passwords are published, fail), the shop still answers, and there is no mailbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import { DEMO_CODES, DEMO_STAFF, DEMO_USER } from '../demo/demo-accounts';
import { freePort, ShopProcess } from '../test/shop-process';

let shop: ShopProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-production-'));
  shop = new ShopProcess(dataDir, await freePort(), {
    mode: 'production',
    env: { PUBLIC_URL: 'https://shop.example' },
  });
  await shop.start();
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a production start on an empty database', () => {
  it('says first which mode runs, then how to fill the empty shop', () => {
    const lines = shop.log(200_000).split('\n--- start 1 ---\n')[1]?.split('\n') ?? [];
    expect(lines[0]).toBe('Keepsake: production mode (no demo data)');
    expect(shop.log(200_000)).toContain('This shop is empty');
    expect(shop.log(200_000)).not.toContain('seeding the demo shop');
  });

  it('has no demo codes', async () => {
    for (const code of Object.values(DEMO_CODES)) {
      const res = await fetch(
        `${shop.url}/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`,
        { headers: { 'x-forwarded-for': '10.9.8.7' } },
      );
      const body = (await res.json()) as { valid?: boolean };
      expect(body.valid, code).not.toBe(true);
    }
  });

  it('has no demo accounts: their published passwords sign nobody in', async () => {
    for (const demo of [DEMO_STAFF, DEMO_USER]) {
      const res = await fetch(`${shop.url}/api/webshop/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.6' },
        body: JSON.stringify({ email: demo.email, password: demo.password }),
      });
      expect(res.status, demo.email).not.toBe(200);
      expect(await res.json()).toEqual({ error: Messages.wrongLogin });
    }
  });

  it('runs an empty shop with no development pages and no test payments', async () => {
    const settings = await fetch(`${shop.url}/api/webshop/shop`);
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ menu: [], testPayments: false });
    const mailbox = await fetch(`${shop.url}/dev/mailbox`);
    expect(mailbox.status).toBe(404);
  });
});
