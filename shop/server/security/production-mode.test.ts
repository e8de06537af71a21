// What production mode (NODE_ENV=production) promises inside the app: no development pages and
// session cookies marked Secure, whatever PUBLIC_URL a test config carries.
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_USER } from '../demo/demo-accounts';
import { Browser } from '../test/client';
import { sharedTestApp } from '../test/hooks';
import { signedInAs } from '../test/sign-in';

const app = sharedTestApp({ production: true });

describe('production mode', () => {
  // A page production leaves out answers 404 to the shop machine itself and to a signed-in user.
  it.each([
    ['no development mailbox, not even for the shop machine or staff', '/dev/mailbox', DEMO_STAFF],
    [
      'no test phone page of the built-in mobile gateway, for anyone',
      '/test-payments/phone/00000000-0000-4000-8000-000000000000',
      DEMO_USER,
    ],
  ])('has %s', async (_, url, account) => {
    const local = await app().inject({ method: 'GET', url });
    expect(local.statusCode).toBe(404);
    expect(local.json()).toEqual({ error: 'Not found' });
    const signedIn = await signedInAs(app(), account);
    expect((await signedIn.get(url)).statusCode).toBe(404);
  });

  it('marks the session cookie Secure when it is set and when it is cleared', async () => {
    const parent = new Browser(app());
    const login = await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect(login.statusCode).toBe(200);
    const set = String(login.headers['set-cookie']);
    expect(set).toMatch(/^keepsake_session=[^;]+;/);
    expect(set).toMatch(/; Secure(;|$)/);
    expect(set).toMatch(/; HttpOnly(;|$)/);
    const logout = await parent.post('/api/webshop/logout');
    expect(String(logout.headers['set-cookie'])).toMatch(/^keepsake_session=;.*; Secure(;|$)/);
  });
});
