// The studio dashboard's API as staff, a parent and an attacker see it: a zip of a photo day
// imports with progress and a row report, a hostile zip is refused whole, a re-issued code
// replaces the old one, the letters download, and sales follow the orders parents make.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { writeCsvRoster, type PhotoDayJob } from '../../../../fixtures/tools/photo-day';
import { zipFolder, zipOf } from '../../../../fixtures/tools/photo-day-zip';
import { pathFor } from '../../../contract/http';
import { studioAddresses as a } from '../../../contract/addresses/studio';
import { Messages } from '../../../contract/errors';
import type { StudioImportProgress, StudioJob, StudioSubject } from '../../../contract/studio';
import { accessCodes, pictureSets, userPictureSets, users } from '../../db/schema';
import { DEMO_STAFF, demoUuid } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { signedInAs } from '../../test/sign-in';
import { Browser } from '../../test/client';
import { buyPrintForPickup, newCustomer, signInParent, TEST_CARD } from '../checkout/test-cart';

let app: FastifyInstance;
let work: string;
beforeAll(async () => {
  app = await createTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'studio-routes-'));
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

const staff = () => signedInAs(app, DEMO_STAFF);

const upload = (b: Browser, zip: Buffer) =>
  b.request({
    method: 'POST',
    url: a.startImport.path,
    headers: { 'content-type': 'application/zip' },
    payload: zip,
  });

/** Uploads a zip and polls its progress until the import ends. */
async function importZip(b: Browser, zip: Buffer): Promise<StudioImportProgress> {
  const started = await upload(b, zip);
  expect(started.statusCode).toBe(200);
  const { importUuid } = started.json() as StudioImportProgress;
  for (;;) {
    const res = await b.get(pathFor(a.importProgress.path, { importUuid }));
    expect(res.statusCode).toBe(200);
    const progress = res.json() as StudioImportProgress;
    if (progress.state === 'done' || progress.state === 'failed') return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let days = 0;
async function photoDayFolder(people = 3): Promise<{ folder: string; job: PhotoDayJob }> {
  days += 1;
  const folder = path.join(work, `day-${days}`);
  const job: PhotoDayJob = {
    key: `dashboard-day-${days}`,
    school: `Dashboard School ${days}`,
    photographer: 'Studio Nord',
    contact: 'post@studionord.test',
    photoDate: '2026-09-01',
  };
  await writeCsvRoster(
    folder,
    job,
    Array.from({ length: people }, (_, i) => ({
      name: `Pupil ${days}-${i + 1}`,
      className: '4A',
      externalId: `ext-${days}-${i + 1}`,
      files: [`pupil-${days}-${i + 1}.jpg`],
    })),
    { plain: true },
  );
  return { folder, job };
}

const jobsList = async (b: Browser) =>
  ((await b.get(a.jobs.path)).json() as { jobs: StudioJob[] }).jobs;
const jobPage = async (b: Browser, jobUuid: string) =>
  (await b.get(pathFor(a.job.path, { jobUuid }))).json() as {
    job: StudioJob;
    subjects: StudioSubject[];
  };
const verify = (b: Browser, code: string) =>
  b.get(`/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`);

/** A new photo day of `people` pupils imported as a zip by `b`: its job's uuid and its subjects. */
async function importedPhotoDay(b: Browser, people: number) {
  const { folder, job } = await photoDayFolder(people);
  await importZip(b, await zipFolder(folder));
  const jobUuid = (await jobsList(b)).find((j) => j.key === job.key)!.uuid;
  return { jobUuid, subjects: (await jobPage(b, jobUuid)).subjects };
}

/** Replaces every `from` in the zip's bytes (names in the local and central headers). */
const patched = (zip: Buffer, from: string, to: string) =>
  Buffer.from(zip.toString('latin1').replaceAll(from, to), 'latin1');

describe('the studio API, as staff', () => {
  it('imports a zipped photo day, reports its rows and lists the job with codes', async () => {
    const s = await staff();
    const { folder, job } = await photoDayFolder(3);
    // Zipped as the folder itself (one top folder), as a photographer's zip tool does.
    const progress = await importZip(s, await zipFolder(folder, 'photo-day'));
    expect(progress).toMatchObject({ state: 'done', done: 3, total: 3, error: null });
    expect(progress.report).toMatchObject({
      ok: true,
      format: 'csv',
      subjects: { added: 3, updated: 0 },
      codes: { added: 3 },
      issues: [],
    });
    const listed = (await jobsList(s)).find((j) => j.key === job.key);
    expect(listed).toMatchObject({
      school: job.school,
      subjects: 3,
      codes: 3,
      orders: 0,
      revenue: 0,
      orderedSubjects: 0,
    });
    const page = await jobPage(s, listed!.uuid);
    expect(page.subjects.map((x) => x.name)).toEqual(['Pupil 1-1', 'Pupil 1-2', 'Pupil 1-3']);
    expect(page.subjects.every((x) => x.code && x.pictures === 1)).toBe(true);
    // Neither the upload nor its unpacked files are left behind.
    expect(await readdir(path.join(app.config.dataDir, 'tmp', 'studio-imports'))).toEqual([]);
  });

  it('reports the bad rows of a photo day and imports nothing', async () => {
    const s = await staff();
    const { folder, job } = await photoDayFolder(2);
    await rm(path.join(folder, 'pictures', `pupil-${days}-2.jpg`));
    const progress = await importZip(s, await zipFolder(folder));
    expect(progress.state).toBe('failed');
    expect(progress.report?.issues).toEqual([
      {
        row: 3,
        code: 'missing-file',
        text: expect.stringContaining(`pupil-${days}-2.jpg`) as string,
      },
    ]);
    expect((await jobsList(s)).some((j) => j.key === job.key)).toBe(false);
  });

  it('refuses a zip whose entry leaves the folder, holds a NUL byte or is a link', async () => {
    const s = await staff();
    const { folder, job } = await photoDayFolder(1);
    const good = await zipFolder(folder);
    const base = new yazl.ZipFile();
    base.addBuffer(Buffer.from('{}'), 'job.json');
    base.addBuffer(Buffer.from('x'), 'zz/evil.txt');
    const plain = await zipOf(base);
    const link = new yazl.ZipFile();
    link.addBuffer(Buffer.from('/etc/passwd'), 'pictures/link.jpg', { mode: 0o120777 });
    const hostile = [
      patched(plain, 'zz/evil.txt', '../evil.txt'),
      patched(plain, 'zz/evil.txt', 'zz/ev\0l.txt'),
      await zipOf(link),
    ];
    for (const zip of hostile) {
      const progress = await importZip(s, zip);
      expect(progress).toMatchObject({ state: 'failed', report: null, error: Messages.zipUnsafe });
    }
    expect(await readdir(work)).not.toContain('evil.txt');
    expect(await readdir(path.dirname(work))).not.toContain('evil.txt');
    const notZip = await importZip(s, Buffer.from('this is not a zip'));
    expect(notZip).toMatchObject({ state: 'failed', error: Messages.zipUnreadable });
    // The good zip still imports afterwards: a refusal leaves nothing half done.
    expect((await importZip(s, good)).state).toBe('done');
    expect((await jobsList(s)).some((j) => j.key === job.key)).toBe(true);
  });

  it('refuses a body that is not a zip by its type', async () => {
    const s = await staff();
    const res = await s.post(a.startImport.path, { zip: 'no' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: Messages.sendZip, code: 'zip-refused' });
  });

  it('re-issues a code: the old stops working, the new one opens the same pictures', async () => {
    const s = await staff();
    const { jobUuid, subjects } = await importedPhotoDay(s, 2);
    const [first] = subjects;
    const parent = new Browser(app);
    expect((await verify(parent, first!.code!)).json()).toMatchObject({ valid: true });
    const before = (await parent.get('/api/webshop/user/picture-sets')).json();

    const res = await s.post(
      pathFor(a.reissueCode.path, { jobUuid, subjectUuid: first!.uuid }),
      {},
    );
    expect(res.statusCode).toBe(200);
    const { subject } = res.json() as { subject: StudioSubject };
    expect(subject.code).not.toBe(first!.code);
    expect(subject).toMatchObject({ uuid: first!.uuid, name: first!.name, pictures: 1 });

    expect((await verify(new Browser(app), first!.code!)).json()).toMatchObject({ valid: false });
    const other = new Browser(app);
    expect((await verify(other, subject.code!)).json()).toMatchObject({ valid: true });
    const after = (await other.get('/api/webshop/user/picture-sets')).json();
    expect(after.pictureSets[0].pictures).toEqual(before.pictureSets[0].pictures);
    // The parent who entered the old code still holds the set.
    const kept = (await parent.get('/api/webshop/user/picture-sets')).json();
    expect(kept.pictureSets).toHaveLength(1);
    // The letters and the CSV carry the new code only.
    const csv = await s.get(pathFor(a.codesCsv.path, { jobUuid }) + '?lang=nb');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(subject.code!);
    expect(csv.body).not.toContain(first!.code!);
    const pdf = await s.get(pathFor(a.lettersPdf.path, { jobUuid }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Two re-issues at once (two tabs): the subject is left with exactly one working code.
    const twice = await Promise.all(
      [0, 1].map(() =>
        s.post(pathFor(a.reissueCode.path, { jobUuid, subjectUuid: first!.uuid }), {}),
      ),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const codes = await app.db
      .select()
      .from(accessCodes)
      .innerJoin(pictureSets, eq(pictureSets.uuid, accessCodes.pictureSetUuid))
      .where(eq(pictureSets.subjectUuid, first!.uuid));
    expect(codes).toHaveLength(1);
    // A subject of another job, or none, is not found through this job.
    const wrong = await s.post(
      pathFor(a.reissueCode.path, { jobUuid: demoUuid('job:none'), subjectUuid: first!.uuid }),
      {},
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('counts an order toward the job its buyer holds a set of, until it is cancelled', async () => {
    const s = await staff();
    const { jobUuid, subjects } = await importedPhotoDay(s, 2);
    const [subject] = subjects;
    const email = `dashboard-buyer-${Date.now()}@keepsake.test`;
    const buyer = await newCustomer(app, email);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const [set] = await app.db
      .select()
      .from(pictureSets)
      .where(eq(pictureSets.subjectUuid, subject!.uuid));
    await app.db
      .insert(userPictureSets)
      .values({ userUuid: user!.uuid, pictureSetUuid: set!.uuid });
    const { transaction, order } = await buyPrintForPickup(app, buyer, email);
    await buyer.post(`/api/webshop/payment/${transaction.uuid}/card`, TEST_CARD);

    const sold = (await jobPage(s, jobUuid)).job;
    expect(sold).toMatchObject({ orders: 1, orderedSubjects: 1, subjects: 2 });
    expect(sold.revenue).toBeGreaterThan(0);
    const ordered = (await jobPage(s, jobUuid)).subjects.filter((x) => x.ordered);
    expect(ordered.map((x) => x.uuid)).toEqual([subject!.uuid]);

    const cancel = await s.post(`/api/staff/orders/${order.uuid}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect((await jobPage(s, jobUuid)).job).toMatchObject({ orders: 0, revenue: 0 });
  });

  it('gives a one-time link to act as a customer, never as another staff member', async () => {
    const s = await staff();
    const email = `dashboard-act-${Date.now()}@keepsake.test`;
    await newCustomer(app, email);
    const res = await s.post(a.actAsCustomer.path, { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/api\/webshop\/operator\/simulate\//);
    const opened = await s.get(url);
    expect(opened.statusCode).toBeLessThan(400);
    const user = (await s.get('/api/webshop/user')).json();
    expect(JSON.stringify(user)).toContain(email);
    const staffTarget = await (
      await staff()
    ).post(a.actAsCustomer.path, {
      email: DEMO_STAFF.email,
    });
    expect(staffTarget.statusCode).toBe(404);
  });
});

describe('the studio API, as anyone else', () => {
  it('refuses a parent (403) and a visitor (401) on every call, before reading anything', async () => {
    const parent = await signInParent(app);
    const visitor = new Browser(app);
    const job = demoUuid('job:none');
    const calls = [
      { method: 'GET', url: a.jobs.path },
      { method: 'GET', url: pathFor(a.job.path, { jobUuid: job }) },
      { method: 'GET', url: pathFor(a.lettersPdf.path, { jobUuid: job }) },
      { method: 'GET', url: pathFor(a.codesCsv.path, { jobUuid: job }) },
      { method: 'POST', url: pathFor(a.reissueCode.path, { jobUuid: job, subjectUuid: job }) },
      { method: 'POST', url: a.startImport.path },
      { method: 'GET', url: pathFor(a.importProgress.path, { importUuid: job }) },
      { method: 'POST', url: a.actAsCustomer.path },
    ] as const;
    for (const call of calls) {
      const asParent = await parent.request({ ...call, payload: {} });
      expect(asParent.statusCode, call.url).toBe(403);
      expect(asParent.json()).toMatchObject({ code: 'staff-only' });
      expect((await visitor.request({ ...call, payload: {} })).statusCode, call.url).toBe(401);
    }
  });

  it('refuses a state change from another site even for staff', async () => {
    const s = await staff();
    const res = await s.request({
      method: 'POST',
      url: a.actAsCustomer.path,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
      payload: { email: 'x@y.test' },
    });
    expect(res.statusCode).toBe(403);
  });
});
