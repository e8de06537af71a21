import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureSet } from '../../../contract/picture-sets';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
let parent: Browser;
let sets: PictureSet[];
beforeAll(async () => {
  app = await createTestApp();
  parent = new Browser(app);
  await parent.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  sets = (await parent.get('/api/webshop/user/picture-sets')).json().pictureSets;
});
afterAll(() => app.close());

const emmaSet = () => sets.find((s) => s.subject.uuid === DEMO_SUBJECTS.emma);
const pictureUrl = (uuid: string, query = '') => `/api/webshop/pictures/${uuid}${query}`;

describe('picture sets', () => {
  it("lists the user's sets with the fields the client reads", () => {
    expect(sets.map((s) => s.subject.name).sort()).toEqual(['Emma Nordmann', 'Jonas Nordmann']);
    const emma = emmaSet();
    expect(emma).toMatchObject({
      subject: { uuid: DEMO_SUBJECTS.emma, name: 'Emma Nordmann', group: false },
      job: {
        name: 'Fjellvang skole – school photos 2026',
        hasBeenInWebShop: true,
        isArchived: false,
      },
      jobType: { name: 'School photography' },
      photographer: { name: 'Lysglimt Foto', logo: null },
      bought: false,
      inCart: false,
      year: 2026,
      notAvailableMessage: null,
    });
    expect(emma?.pictures.map((p) => p.pictureType)).toEqual(['IP', 'IP', 'IP', 'MGP', 'GP']);
    expect(emma?.pictures[0]).toMatchObject({
      keywords: ['favorite'],
      bought: false,
      inCart: false,
      greenscreen: false,
    });
    expect(emma?.pictures[4]?.groupPicture).toBe(true);
    expect(emma?.avatar?.url).toBe(`/api/webshop/pictures/${emma?.pictures[0]?.uuid}?size=320`);
  });

  it('opens one set, and answers 404 to anyone not holding it', async () => {
    const one = await parent.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`);
    expect(one.json().pictureSet.subject.name).toBe('Emma Nordmann');
    const stranger = await new Browser(app).get(
      `/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Not found' });
    const other = await parent.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.sofie}`);
    expect(other.statusCode).toBe(404);
  });

  it('gives a set whose pictures are not yet available no pictures and the message', async () => {
    const b = new Browser(app);
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.ingrid}`);
    const set = (await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.ingrid}`)).json()
      .pictureSet;
    expect(set.pictures).toEqual([]);
    expect(set.avatar).toBeNull();
    expect(set.notAvailableMessage).toBe(
      'Your pictures are not yet available in the webhop. You will receive an email from us with information as soon as the pictures are ready!',
    );
  });
  it('answers parents reading at the same moment each with their own sets only', async () => {
    const lucas = new Browser(app);
    await lucas.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.lucas}`);
    const signedOut = new Browser(app);
    const asks = [parent, lucas, signedOut, parent, lucas, signedOut];
    const answers = await Promise.all([
      ...asks.map((b) => b.get('/api/webshop/user/picture-sets')),
      parent.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.jonas}`),
      lucas.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`),
    ]);
    const subjects = (res: (typeof answers)[number] | undefined) =>
      (res?.json().pictureSets as PictureSet[]).map((s) => s.subject.name).sort();
    for (const i of [0, 3])
      expect(subjects(answers[i])).toEqual(['Emma Nordmann', 'Jonas Nordmann']);
    for (const i of [1, 4]) expect(subjects(answers[i])).toEqual(['Lucas Johansen']);
    for (const i of [2, 5]) expect(subjects(answers[i])).toEqual([]);
    expect(answers[6]?.json().pictureSet.subject.name).toBe('Jonas Nordmann');
    expect(answers[7]?.statusCode).toBe(404);
  });
});

describe('picture derivatives', () => {
  it('serves sizes as JPEG with ETag and a long cache, and 304 on If-None-Match', async () => {
    const uuid = emmaSet()?.pictures[0]?.uuid ?? '';
    const small = await parent.get(pictureUrl(uuid, '?size=320'));
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect(small.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(small.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
    const etag = String(small.headers.etag);
    const again = await parent.get(pictureUrl(uuid, '?size=320'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const full = await sharp(
      (await parent.get(pictureUrl(uuid, '?size=full'))).rawPayload,
    ).metadata();
    expect([full.width, full.height]).toEqual([720, 900]);
  });

  it('rotates and applies effects', async () => {
    const uuid = emmaSet()?.pictures[0]?.uuid ?? '';
    const rotated = await sharp(
      (await parent.get(pictureUrl(uuid, '?size=640&rotation=90'))).rawPayload,
    ).metadata();
    expect([rotated.width, rotated.height]).toEqual([640, 512]);
    const bw = await parent.get(pictureUrl(uuid, '?size=320&effect=bw'));
    const { data } = await sharp(bw.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[3000] ?? 0, data[3001] ?? 0, data[3002] ?? 0];
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(6);
    const sepia = await parent.get(pictureUrl(uuid, '?size=320&effect=sepia'));
    expect(sepia.headers.etag).not.toBe(bw.headers.etag);
  });

  it('refuses bad parameters with 400', async () => {
    const uuid = emmaSet()?.pictures[0]?.uuid ?? '';
    const res = await parent.get(pictureUrl(uuid, '?size=999'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Something you entered is not in the expected form. Please check it and try again.',
    );
  });

  it("answers 404 for someone else's picture, the same as for an unknown uuid", async () => {
    const uuid = emmaSet()?.pictures[0]?.uuid ?? '';
    const stranger = await new Browser(app).get(pictureUrl(uuid, '?size=320'));
    const unknown = await parent.get(
      pictureUrl('00000000-0000-0000-0000-000000000000', '?size=320'),
    );
    expect(stranger.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
  });

  it('puts a green-screen picture on the chosen background', async () => {
    const b = new Browser(app);
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.lucas}`);
    const set: PictureSet = (
      await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.lucas}`)
    ).json().pictureSet;
    const green = set.pictures.find((p) => p.greenscreen);
    expect(green).toBeDefined();
    const backgrounds = (
      await b.get(`/api/webshop/green-screen-backgrounds/${set.job.uuid}`)
    ).json();
    expect(backgrounds).toHaveLength(4);
    expect(backgrounds.filter((bg: { default: boolean }) => bg.default)).toHaveLength(1);
    const image = await b.get(backgrounds[0].src);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const corner = async (query: string) => {
      const res = await b.get(pictureUrl(green?.uuid ?? '', query));
      const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] as const;
    };
    const [r0, g0, b0] = await corner('?size=320');
    expect(g0 - Math.max(r0, b0)).toBeGreaterThan(80); // chroma green as shot
    const [r1, g1, b1] = await corner(`?size=320&background=${backgrounds[0].uuid}`);
    expect(g1 - Math.max(r1, b1)).toBeLessThan(20); // the backdrop is gone

    const unknown = await b.get(pictureUrl(green?.uuid ?? '', '?background=made-up'));
    expect(unknown.statusCode).toBe(404);
    expect(
      (await new Browser(app).get(`/api/webshop/green-screen-backgrounds/${set.job.uuid}`))
        .statusCode,
    ).toBe(404);
  });
});
