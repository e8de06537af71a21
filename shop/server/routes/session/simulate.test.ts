import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../contract/errors';
import { DEMO_CODES, DEMO_STAFF, DEMO_USER } from '../../demo/demo-accounts';
import { createSimulationToken, operatorSecret } from '../../services/identity/operator';
import { createTestApp, TEST_DATA_DIR } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const root = path.resolve(import.meta.dirname, '../../../..');
const token = (
  staff: string = DEMO_STAFF.email,
  customer: string = DEMO_USER.email,
  validMs?: number,
) => createSimulationToken(operatorSecret(TEST_DATA_DIR), staff, customer, validMs);
const open = (b: Browser, t: string) => b.get(`/api/webshop/operator/simulate/${t}`);

describe('staff simulating a customer', () => {
  it('opens the shop as the customer from the link the operator command prints', async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'shop/server/operator.ts', 'simulate', DEMO_USER.email],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: TEST_DATA_DIR, PUBLIC_URL: 'http://shop.test' },
      },
    );
    const link = stdout.trim();
    expect(link).toMatch(
      /^http:\/\/shop\.test\/api\/webshop\/operator\/simulate\/[A-Za-z0-9_.-]+$/,
    );
    const b = new Browser(app);
    const res = await b.get(new URL(link).pathname);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const user = (await b.get('/api/webshop/user')).json().user;
    expect(user).toMatchObject({
      emailAddress: DEMO_USER.email,
      isSimulated: true,
      simulatedBy: { name: DEMO_STAFF.name, emailAddress: DEMO_STAFF.email },
    });
    // One time only.
    const again = await open(new Browser(app), new URL(link).pathname.split('/').pop() ?? '');
    expect(again.statusCode).toBe(404);
  }, 60_000);

  it('needs confirm=1 to add a code for the customer', async () => {
    const b = new Browser(app);
    await open(b, token());
    const unconfirmed = await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.oskar}`,
    );
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ error: Messages.confirmRequired, valid: false });
    const confirmed = await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.oskar}&confirm=1`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      error: null,
      valid: true,
      subject: { name: 'Oskar Lie' },
    });
  });

  it('keeps the customer language when staff switches theirs', async () => {
    const b = new Browser(app);
    await open(b, token());
    await b.post('/api/webshop/user/language', { lang: 'sv' });
    expect((await b.get('/api/webshop/user/language')).json()).toEqual({ lang: 'sv' });
    const customer = new Browser(app);
    await customer.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect((await customer.get('/api/webshop/user')).json().user.lang).toBe('en');
  });

  it('refuses expired, forged and non-staff links', async () => {
    expect(
      (await open(new Browser(app), token(DEMO_STAFF.email, DEMO_USER.email, -1000))).statusCode,
    ).toBe(404);
    const forged = token().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await open(new Browser(app), forged)).statusCode).toBe(404);
    const notStaff = await open(new Browser(app), token(DEMO_USER.email, DEMO_STAFF.email));
    expect(notStaff.statusCode).toBe(404);
    expect(notStaff.json().error).toMatch(/not valid/);
    expect((await open(new Browser(app), 'garbage')).statusCode).toBe(404);
  });
});
