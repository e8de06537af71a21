import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_USER } from '../../demo/demo-accounts';
import { sharedTestApp } from '../../test/hooks';
import { Browser } from '../../test/client';

const app = sharedTestApp();

const events = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    type: 3,
    timestamp: 1_700_000_000_000 + from + i,
    data: { i },
  }));

async function signIn(email: string, password: string): Promise<Browser> {
  const b = new Browser(app());
  expect((await b.post('/api/webshop/login', { email, password })).statusCode).toBe(200);
  return b;
}

describe('debug recordings', () => {
  it('records batches, stops, and shows them to staff only', async () => {
    const visitor = new Browser(app());
    const started = await visitor.post('/api/webshop/debug/recordings', { userAgent: 'Phone' });
    expect(started.statusCode).toBe(200);
    const { uuid, token } = started.json();
    const base = `/api/webshop/debug/recordings/${uuid}`;
    expect((await visitor.post(`${base}/events`, { token, events: events(3) })).json()).toEqual({
      eventCount: 3,
    });
    expect((await visitor.post(`${base}/events`, { token, events: events(2, 3) })).json()).toEqual({
      eventCount: 5,
    });
    // Someone without the token cannot add to it or stop it.
    const other = new Browser(app());
    const wrong = 'x'.repeat(43);
    expect(
      (await other.post(`${base}/events`, { token: wrong, events: events(1) })).statusCode,
    ).toBe(404);
    expect((await other.post(`${base}/stop`, { token: wrong })).statusCode).toBe(404);
    expect((await visitor.post(`${base}/stop`, { token })).statusCode).toBe(200);
    expect((await visitor.post(`${base}/events`, { token, events: events(1) })).statusCode).toBe(
      404,
    );

    expect((await visitor.get('/api/webshop/debug/recordings')).statusCode).toBe(401);
    const customer = await signIn(DEMO_USER.email, DEMO_USER.password);
    expect((await customer.get('/api/webshop/debug/recordings')).statusCode).toBe(403);
    const staff = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const list = (await staff.get('/api/webshop/debug/recordings')).json().recordings;
    expect(list[0]).toMatchObject({ uuid, userAgent: 'Phone', eventCount: 5, userEmail: null });
    expect(list[0].stoppedAt).not.toBeNull();
    const one = (await staff.get(base)).json();
    expect(one.events.map((e: { timestamp: number }) => e.timestamp - 1_700_000_000_000)).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });

  it('serves the batches in upload order to staff only, for an rrweb replay', async () => {
    const visitor = new Browser(app());
    const { uuid, token } = (
      await visitor.post('/api/webshop/debug/recordings', { userAgent: 'Replay phone' })
    ).json();
    const base = `/api/webshop/debug/recordings/${uuid}`;
    await visitor.post(`${base}/events`, { token, events: events(2) });
    await visitor.post(`${base}/events`, { token, events: events(3, 2) });
    await visitor.post(`${base}/events`, { token, events: events(1, 5) });

    const staff = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const list = (await staff.get('/api/webshop/debug/recordings')).json().recordings;
    expect(list.find((r: { uuid: string }) => r.uuid === uuid)).toMatchObject({
      batches: 3,
      eventCount: 6,
    });
    const offsets = async (seq: number) =>
      (await staff.get(`${base}/batches/${seq}`))
        .json()
        .events.map((e: { timestamp: number }) => e.timestamp - 1_700_000_000_000);
    expect(await offsets(1)).toEqual([0, 1]);
    expect(await offsets(2)).toEqual([2, 3, 4]);
    expect(await offsets(3)).toEqual([5]);
    expect((await staff.get(`${base}/batches/4`)).statusCode).toBe(404);
    expect((await staff.get(`${base}/batches/0`)).statusCode).toBe(400);
    expect(
      (await staff.get(`/api/webshop/debug/recordings/${crypto.randomUUID()}/batches/1`))
        .statusCode,
    ).toBe(404);

    // Not for the visitor who recorded it, nor for a parent: no events leave the server.
    const parent = await signIn(DEMO_USER.email, DEMO_USER.password);
    for (const [who, status] of [
      [visitor, 401],
      [new Browser(app()), 401],
      [parent, 403],
    ] as const) {
      const res = await who.get(`${base}/batches/1`);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain('timestamp');
      expect((await who.get(base)).statusCode).toBe(status);
    }
    expect((await parent.get(`${base}/batches/1`)).json()).toEqual({
      error: 'Only support staff can see recordings.',
    });
  });

  it('refuses malformed and oversized batches', async () => {
    const b = new Browser(app());
    const { uuid, token } = (await b.post('/api/webshop/debug/recordings', {})).json();
    const url = `/api/webshop/debug/recordings/${uuid}/events`;
    expect((await b.post(url, { token, events: [{ nope: 1 }] })).statusCode).toBe(400);
    expect((await b.post(url, { token, events: events(501) })).statusCode).toBe(400);
    const big = [{ type: 2, timestamp: 1, data: 'x'.repeat(600 * 1024) }];
    expect((await b.post(url, { token, events: big })).statusCode).toBe(413);
    expect(
      (await b.post('/api/webshop/debug/recordings/not-a-uuid/stop', { token })).statusCode,
    ).toBe(400);
  });
});
