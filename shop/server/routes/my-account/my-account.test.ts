import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INSPECTION_PACKAGE_PRODUCT_TYPE } from '../../../contract/my-account';
import { orderLines, orders, users } from '../../db/schema';
import { DEMO_STAFF, DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { hashPassword, newUuid } from '../../lib/crypto';
import { sharedTestApp } from '../../test/hooks';
import { Browser } from '../../test/client';

const app = sharedTestApp();

async function signIn(email: string, password: string): Promise<Browser> {
  const b = new Browser(app());
  const res = await b.post('/api/webshop/login', { email, password });
  expect(res.statusCode).toBe(200);
  return b;
}
const parent = () => signIn(DEMO_USER.email, DEMO_USER.password);

describe('my account calls need a signed-in user', () => {
  it('answers 401 to visitors', async () => {
    const b = new Browser(app());
    for (const [method, url] of [
      ['GET', '/sections/my-account/ajax/get_account_data.php'],
      ['POST', '/ajax/user/update_user_info.php'],
      ['POST', '/ajax/user/update_password.php'],
      ['PATCH', '/api/webshop/user'],
      ['GET', '/ajax/user/get_subjects_with_reminders_enabled.php'],
      ['POST', '/ajax/user/set_reminders_disabled_status.php'],
    ] as const) {
      const payload = method === 'PATCH' ? { acceptMail: true } : {};
      const res = await b.request({ method, url, payload });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('get_account_data.php', () => {
  it('lists subjects with a package for inspection: the demo parent has one for Emma', async () => {
    const b = await parent();
    const emma = { uuid: DEMO_SUBJECTS.emma, name: 'Emma Nordmann', group: false };
    const before = await b.get('/sections/my-account/ajax/get_account_data.php');
    expect(before.json()).toEqual({ packageForInspectionSubjects: [emma] });
    const orderUuid = newUuid();
    await app()
      .db.insert(orders)
      .values({
        uuid: orderUuid,
        userUuid: demoUuid('user:parent'),
        currency: 'NOK',
        confirmTime: new Date(),
      });
    await app().db.insert(orderLines).values({
      uuid: newUuid(),
      orderUuid,
      type: 0,
      productType: INSPECTION_PACKAGE_PRODUCT_TYPE,
      quantity: 1,
      description: 'Package for inspection',
      linePrice: 0,
      actualLinePrice: 0,
      subjectUuid: DEMO_SUBJECTS.jonas,
    });
    const after = (await b.get('/sections/my-account/ajax/get_account_data.php')).json();
    expect(after.packageForInspectionSubjects).toEqual([
      emma,
      { uuid: DEMO_SUBJECTS.jonas, name: 'Jonas Nordmann', group: false },
    ]);
    await app().db.delete(orders).where(eq(orders.uuid, orderUuid));
  });

  it('gives a parent without such a package an empty list', async () => {
    const b = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const res = await b.get('/sections/my-account/ajax/get_account_data.php');
    expect(res.json()).toEqual({ packageForInspectionSubjects: [] });
  });
});

describe('update_user_info.php', () => {
  it('stores the contact details, the mobile as E.164, and the user shows them', async () => {
    const b = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const res = await b.request({
      method: 'POST',
      url: '/ajax/user/update_user_info.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: ' Sam Support ',
        address: 'Storgata 1',
        address2: 'Leil. 4',
        postal_code: '0155',
        city: 'Oslo',
        mobile: '912 34 567',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('OK');
    const user = (await b.get('/api/webshop/user')).json().user;
    expect(user.name).toBe('Sam Support');
    expect(user.mobilePhone).toBe('+4791234567');
    expect(user.address).toEqual({
      address: 'Storgata 1',
      address2: 'Leil. 4',
      postalCode: '0155',
      city: 'Oslo',
      state: '',
    });
  });

  it('flags a bad mobile, a bad postal code and a missing name', async () => {
    const b = await parent();
    const post = (body: object) => b.post('/ajax/user/update_user_info.php', body);
    const base = { name: 'Kari', postal_code: '0372', mobile: '+4791234567' };
    const mobile = await post({ ...base, mobile: '123' });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json()).toEqual({ error: 'Invalid mobile phone number', data: ['mobile'] });
    expect((await post({ ...base, postal_code: '12' })).json()).toEqual({
      error: 'Invalid postal code',
      data: ['postal_code'],
    });
    expect((await post({ ...base, name: '  ' })).json()).toEqual({
      error: 'This is required!',
      data: ['name'],
    });
    expect((await post({ ...base, name: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});

describe('update_password.php', () => {
  it('checks length and match', async () => {
    const b = await parent();
    const short = await b.post('/ajax/user/update_password.php', {
      password: 'abcd',
      reTypePassword: 'abcd',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'The password is not long enough' });
    const mismatch = await b.post('/ajax/user/update_password.php', {
      password: 'abcde',
      reTypePassword: 'abcdf',
    });
    expect(mismatch.json()).toEqual({ error: 'The passwords must match' });
  });

  it('changes the password and ends the other sessions only', async () => {
    const uuid = newUuid();
    await app()
      .db.insert(users)
      .values({
        uuid,
        email: 'changer@keepsake.test',
        name: 'Changer',
        passwordHash: await hashPassword('first-pass'),
      });
    const phone = await signIn('changer@keepsake.test', 'first-pass');
    const laptop = await signIn('changer@keepsake.test', 'first-pass');
    const res = await laptop.post('/ajax/user/update_password.php', {
      password: 'second',
      reTypePassword: 'second',
    });
    expect(res.json()).toEqual({ status: 'OK' });
    expect((await laptop.get('/api/webshop/user')).json().user.emailAddress).toBe(
      'changer@keepsake.test',
    );
    expect((await phone.get('/api/webshop/user')).json().user).toBeNull();
    const old = await new Browser(app()).post('/api/webshop/login', {
      email: 'changer@keepsake.test',
      password: 'first-pass',
    });
    expect(old.statusCode).toBe(401);
    await signIn('changer@keepsake.test', 'second');
    await app().db.delete(users).where(eq(users.uuid, uuid));
  });
});

describe('PATCH /api/webshop/user', () => {
  it('turns accept mail off and on', async () => {
    const b = await parent();
    const off = await b.request({
      method: 'PATCH',
      url: '/api/webshop/user',
      payload: { acceptMail: false },
    });
    expect(off.json().user.acceptMail).toBe(false);
    expect((await b.get('/api/webshop/user')).json().user.acceptMail).toBe(false);
    const on = await b.request({
      method: 'PATCH',
      url: '/api/webshop/user',
      payload: { acceptMail: true },
    });
    expect(on.json().user.acceptMail).toBe(true);
    const bad = await b.request({
      method: 'PATCH',
      url: '/api/webshop/user',
      payload: { acceptMail: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
