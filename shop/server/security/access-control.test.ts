// Family A (the demo parent) and a visitor try family B's identifiers on every route the server
// has: in the path, in the query and in the body. Nothing of B's may come back, and a route that
// names one of B's things must refuse it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';

interface Route {
  method: string;
  url: string;
}

const familyB = { email: 'family.b@example.test', password: 'family-b-secret', name: 'Sofie Berg' };

let app: FastifyInstance;
const routes: Route[] = [];
let familyA: Browser;
let visitor: Browser;
/** Identifiers only family B holds. */
const bIds: string[] = [];
let probes = 0;

beforeAll(async () => {
  app = await createTestApp({
    limits: { max: 1_000_000, windowMs: 60_000 },
    onRoute: (route) => routes.push(route),
  });
  const b = new Browser(app);
  await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`);
  const created = await b.post('/ajax/create.php', {
    email: familyB.email,
    code: DEMO_CODES.sofie,
    mobile: '+4791234599',
    password: familyB.password,
    confirm_password: familyB.password,
    acceptmail: false,
    termsofservice: true,
  });
  expect(created.statusCode).toBe(200);
  const set = await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.sofie}`);
  expect(set.statusCode).toBe(200);
  const { pictures } = (
    set.json() as { pictureSet: { pictures: Array<{ uuid: string; pictureType: string }> } }
  ).pictureSet;
  // Group pictures are shared with classmates; portraits are B's alone.
  bIds.push(
    DEMO_SUBJECTS.sofie,
    ...pictures.filter((p) => p.pictureType === 'IP').map((p) => p.uuid),
  );
  // B's cart lines, whatever put them there.
  await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: bIds[1] });
  const cart = await b.get('/api/webshop/cart');
  for (const line of (cart.json() as { orderLines: Array<{ uuid: string }> }).orderLines) {
    bIds.push(line.uuid);
  }
  expect(bIds.length).toBeGreaterThanOrEqual(3);

  familyA = new Browser(app);
  const login = await familyA.post('/api/webshop/login', {
    email: DEMO_USER.email,
    password: DEMO_USER.password,
  });
  expect(login.statusCode).toBe(200);
  visitor = new Browser(app);
}, 120_000);

afterAll(async () => {
  console.log(`access control: ${probes} probes with ${bIds.length} of family B's identifiers`);
  await app?.close();
});

function probed(): Route[] {
  return routes.filter((r) => !['HEAD', 'OPTIONS'].includes(r.method) && r.url !== '/*');
}

/** What would show that B's things reached A: B's name, e-mail, code, or an image of B's. */
function leaks(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 300) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('image/')) return 'an image';
  for (const secret of [familyB.name, familyB.email, DEMO_CODES.sofie]) {
    if (res.body.includes(secret)) return `'${secret}'`;
  }
  return null;
}

async function send(who: Browser, method: string, url: string, payload?: object) {
  probes += 1;
  return who.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
}

describe('family A and a visitor with family B identifiers', () => {
  it('get nothing of B on any route, by path, query or body', async () => {
    const found: string[] = [];
    for (const route of probed()) {
      const hasParam = /:[A-Za-z]|\*/.test(route.url);
      for (const id of bIds) {
        const path = route.url.replace(/:[A-Za-z0-9_]+\??|\*/g, id);
        const query = `uuid=${id}&subjectUuid=${id}&pictureSet=${id}&file=${id}&subjects[]=${id}`;
        const body = { uuid: id, file: id, pictureSet: id, subjects: [{ uuid: id, name: 'x' }] };
        const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
        for (const who of [familyA, visitor]) {
          const attempts = [
            ...(hasParam ? [await send(who, route.method, path)] : []),
            await send(who, route.method, `${path}?${query}`, withBody ? body : undefined),
          ];
          for (const res of attempts) {
            const leak = leaks(res);
            if (leak) found.push(`${route.method} ${route.url} gave ${leak} (${res.statusCode})`);
            // A route naming one of B's things in its path must refuse it.
            if (hasParam && res === attempts[0] && res.statusCode < 300 && route.method === 'GET') {
              const body = res.body;
              if (body.includes(id))
                found.push(`${route.method} ${route.url} answered about ${id}`);
            }
          }
        }
      }
    }
    expect(probes).toBeGreaterThanOrEqual(500);
    expect([...new Set(found)]).toEqual([]);
  }, 300_000);

  it('B still sees B’s own set (the probes were real)', async () => {
    const b = new Browser(app);
    const login = await b.post('/api/webshop/login', familyB);
    expect(login.statusCode).toBe(200);
    // The same detector that found nothing for A sees B's own set and picture.
    const set = await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.sofie}`);
    expect(leaks(set)).toBe(`'${familyB.name}'`);
    const picture = await b.get(`/api/webshop/pictures/${bIds[1]}?size=320`);
    expect(leaks(picture)).toBe('an image');
  });
});
