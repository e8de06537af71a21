import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  portraitJpeg,
  writeCsvRoster,
  writePspaPackage,
  type CsvRow,
  type PhotoDayJob,
} from '../../../../fixtures/tools/photo-day';
import { formatAccessCode } from '../../../contract/codes';
import { pictureUrl } from '../../../contract/picture-urls';
import type { Database } from '../../db/client';
import { accessCodes, jobs, pictures, pictureSets, subjects } from '../../db/schema';
import { storageKeys } from '../../storage';
import { createTestApp, openSeededTestDatabase } from '../../test/app';
import { Browser } from '../../test/client';
import { testStorage } from '../../test/storage';
import { importedJobUuid, importedPictureUuid, importedSetUuid, importedSubjectUuid } from './ids';
import { importPhotoDay } from './import';
import { codeLettersPdf, codesCsv, jobLetters } from './letters';
import { issueText } from './messages';

let database: Database;
let app: FastifyInstance;
let work: string;
const storage = testStorage();

beforeAll(async () => {
  database = await openSeededTestDatabase();
  app = await createTestApp({ database });
  work = await mkdtemp(path.join(tmpdir(), 'studio-import-'));
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

const job = (key: string) => ({
  key,
  school: 'Lindeberg skole',
  photographer: 'Fjordlys Foto',
  contact: 'post@fjordlys.test, 22 33 44 55',
  photoDate: '2026-09-14',
  orderDeadline: '2026-10-15',
});

/** The codes of a job's subjects, by subject name. */
async function codesOf(jobUuid: string): Promise<Map<string, string>> {
  const rows = await database.db
    .select({ name: subjects.name, code: accessCodes.code })
    .from(accessCodes)
    .innerJoin(pictureSets, eq(pictureSets.uuid, accessCodes.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(eq(pictureSets.jobUuid, jobUuid));
  return new Map(rows.map((r) => [r.name, r.code]));
}

/** A parent types the code (any case, spaces) and lists the sets and pictures they now hold. */
async function parentSees(code: string) {
  const parent = new Browser(app);
  const typed = formatAccessCode(code).toLowerCase().replaceAll('-', ' ');
  const verify = await parent.get(
    `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(typed)}`,
  );
  expect(verify.statusCode).toBe(200);
  expect(verify.json()).toMatchObject({ valid: true });
  const sets = (await parent.get('/api/webshop/user/picture-sets')).json().pictureSets as {
    subject: { name: string };
    pictures: { uuid: string; pictureType: string }[];
  }[];
  return { parent, sets };
}

async function tableCounts() {
  const c = async (table: typeof jobs | typeof subjects | typeof pictures | typeof accessCodes) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    jobs: await c(jobs),
    subjects: await c(subjects),
    pictures: await c(pictures),
    codes: await c(accessCodes),
  };
}

describe('importing a PSPA package', () => {
  it('makes the job, a subject with class and grade per row, and a code that opens the pictures', async () => {
    const folder = path.join(work, 'pspa');
    await writePspaPackage(folder, job('lindeberg-2026'), [
      { first: 'Ada', last: 'Aasen', className: '3A', grade: '3', externalId: 'P-1001' },
      { first: 'Bo', last: 'Berg', className: '3A', grade: '3', externalId: 'P-1002' },
      { first: 'Cecilie', last: 'Øvre', className: '4B', grade: '4', externalId: 'P-1003' },
    ]);
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report).toMatchObject({
      ok: true,
      format: 'pspa',
      subjects: { added: 3, updated: 0 },
      pictures: { added: 3 },
      codes: { added: 3 },
      issues: [],
    });
    const [cecilie] = await database.db
      .select()
      .from(subjects)
      .where(eq(subjects.externalId, 'P-1003'));
    expect(cecilie).toMatchObject({ name: 'Cecilie Øvre', className: '4B', grade: '4' });

    const codes = await codesOf(report.job!.uuid);
    expect(codes.size).toBe(3);
    for (const code of codes.values())
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    const { parent, sets } = await parentSees(codes.get('Cecilie Øvre')!);
    expect(sets.map((s) => s.subject.name)).toEqual(['Cecilie Øvre']);
    expect(sets[0]?.pictures).toHaveLength(1);
    // The picture itself reaches the parent.
    const image = await parent.get(pictureUrl(sets[0]!.pictures[0]!.uuid));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });
});

const CLASS_ROWS: CsvRow[] = [
  { name: 'Emil Dahl', className: '5C', externalId: 'E1', files: ['emil-1.jpg', 'emil-2.jpg'] },
  {
    name: 'Frida Dahl',
    className: '2A',
    externalId: 'E2',
    files: ['frida-1.jpg'],
    greenscreen: true,
  },
  { name: 'Gustav Holm', className: '5C', files: ['gustav-1.jpg'] },
  {
    name: 'Emil Dahl',
    className: '5C',
    externalId: 'E1',
    files: ['emil-frida.jpg'],
    type: 'sibling',
  },
  { name: '', className: '5C', files: ['group-5c.jpg'], type: 'group' },
];

describe('importing a CSV roster', () => {
  it('gives group pictures to the whole class, sibling pictures to the named child and keys green screens', async () => {
    const folder = path.join(work, 'csv');
    await writeCsvRoster(folder, job('lindeberg-csv-2026'), CLASS_ROWS);
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.issues.map((i) => issueText(i, 'en'))).toEqual([]);
    expect(report).toMatchObject({
      ok: true,
      format: 'csv',
      subjects: { added: 3 },
      pictures: { added: 7 },
      codes: { added: 3 },
    });
    const codes = await codesOf(report.job!.uuid);
    const emil = (await parentSees(codes.get('Emil Dahl')!)).sets[0]!;
    expect(emil.pictures.map((p) => p.pictureType)).toEqual(['IP', 'IP', 'MGP', 'GP']);
    const gustav = (await parentSees(codes.get('Gustav Holm')!)).sets[0]!;
    expect(gustav.pictures.map((p) => p.pictureType)).toEqual(['IP', 'GP']);
    const frida = await database.db
      .select({ greenscreen: pictures.greenscreen })
      .from(pictures)
      .where(eq(pictures.sourceName, 'pictures/frida-1.jpg'));
    expect(frida).toEqual([{ greenscreen: true }]);
  });

  it('re-imports after retakes: new pictures added, retakes replace in place, no second code, nothing lost', async () => {
    const folder = path.join(work, 'csv');
    const jobUuid = (
      await database.db.select().from(jobs).where(eq(jobs.importKey, 'lindeberg-csv-2026'))
    )[0]!.uuid;
    const codesBefore = await codesOf(jobUuid);
    // A parent holds Emil's set before the retake.
    const { parent } = await parentSees(codesBefore.get('Emil Dahl')!);
    const [emilOne] = await database.db
      .select()
      .from(pictures)
      .where(eq(pictures.sourceName, 'pictures/emil-1.jpg'));

    // Retake: emil-1.jpg has new bytes; Gustav gets a second picture; a new child joins 2A.
    const rows: CsvRow[] = [
      ...CLASS_ROWS.map((r) =>
        r.name === 'Gustav Holm' ? { ...r, files: ['gustav-1.jpg', 'gustav-2.jpg'] } : r,
      ),
      { name: 'Hedda Li', className: '2A', files: ['hedda-1.jpg'] },
    ];
    await writeCsvRoster(folder, job('lindeberg-csv-2026'), rows);
    await writeFile(path.join(folder, 'pictures', 'emil-1.jpg'), await portraitJpeg('emil retake'));
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report).toMatchObject({
      ok: true,
      subjects: { added: 1, updated: 3 },
      pictures: { added: 2, replaced: 1, unchanged: 6 },
      codes: { added: 1 },
    });
    const codesAfter = await codesOf(jobUuid);
    expect(codesAfter.size).toBe(4);
    for (const [name, code] of codesBefore) expect(codesAfter.get(name)).toBe(code);

    const [emilOneAfter] = await database.db
      .select()
      .from(pictures)
      .where(eq(pictures.sourceName, 'pictures/emil-1.jpg'));
    expect(emilOneAfter?.uuid).toBe(emilOne?.uuid);
    expect(emilOneAfter?.file).not.toBe(emilOne?.file);
    // The parent who held the set still holds it, with the retake in the same place.
    const sets = (await parent.get('/api/webshop/user/picture-sets')).json().pictureSets;
    expect(sets[0].pictures[0].uuid).toBe(emilOne?.uuid);

    // A third run with nothing changed changes nothing.
    const again = await importPhotoDay(database.db, storage, folder);
    expect(again).toMatchObject({
      ok: true,
      subjects: { added: 0, updated: 4 },
      pictures: { added: 0, replaced: 0, unchanged: 9 },
      codes: { added: 0 },
    });
  });
});

describe('ids, class sets and green screens per file', () => {
  const CLASS_CODE = 'CXSS-6DKM-4PQR';
  const rows: CsvRow[] = [
    {
      name: 'Class 6D',
      className: '6D',
      files: ['class-6d-1.jpg', 'class-6d-2.jpg'],
      type: 'class',
      code: CLASS_CODE,
    },
    {
      name: 'Liv Ås',
      className: '6D',
      externalId: 'L-1',
      files: ['liv-1.jpg', 'liv-2.jpg'],
      greenscreen: [true, false],
    },
    { name: 'Mons Ås', className: '6D', files: ['mons-1.jpg'] },
    { name: '', className: '6D', files: ['class-6d-1.jpg'], type: 'group' },
  ];
  const day = {
    ...job('lindeberg-6d-2026'),
    fineTune: true,
    created: '2026-08-20T07:15:00Z',
  };

  it('derives the job, subject, set and picture ids from the key, external id and file name', async () => {
    const folder = path.join(work, 'class-6d');
    await writeCsvRoster(folder, day, rows);
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.issues).toEqual([]);
    const jobUuid = importedJobUuid('lindeberg-6d-2026');
    expect(report.job?.uuid).toBe(jobUuid);

    const [liv] = await database.db
      .select({ subject: subjects.uuid, set: pictureSets.uuid })
      .from(pictureSets)
      .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
      .where(eq(subjects.externalId, 'L-1'));
    expect(liv).toEqual({
      subject: importedSubjectUuid(jobUuid, 'L-1'),
      set: importedSetUuid(jobUuid, 'L-1'),
    });
    const livPictures = await database.db
      .select({ uuid: pictures.uuid, source: pictures.sourceName })
      .from(pictures)
      .where(eq(pictures.pictureSetUuid, liv!.set))
      .orderBy(pictures.position);
    expect(livPictures).toEqual(
      ['pictures/liv-1.jpg', 'pictures/liv-2.jpg', 'pictures/class-6d-1.jpg'].map((source) => ({
        uuid: importedPictureUuid(liv!.set, source),
        source,
      })),
    );
    // Nobody else's ids: Mons has no external id, so his are drawn.
    const [mons] = await database.db
      .select({ subject: subjects.uuid })
      .from(subjects)
      .where(eq(subjects.name, 'Mons Ås'));
    expect(mons?.subject).not.toBe(importedSubjectUuid(jobUuid, ''));

    // A second import changes no id.
    const again = await importPhotoDay(database.db, storage, folder);
    expect(again).toMatchObject({ ok: true, subjects: { added: 0, updated: 3 } });
    expect(again.job?.uuid).toBe(jobUuid);
  });

  it('keeps the job date and fine-tuning from job.json', async () => {
    const [row] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.importKey, 'lindeberg-6d-2026'));
    expect(row?.creationTime.toISOString()).toBe('2026-08-20T07:15:00.000Z');
    expect(row?.requireFineTunedPictures).toBe(true);
  });

  it("makes a class's own set under its code, and flags green screens file by file", async () => {
    const { sets } = await parentSees(CLASS_CODE);
    expect(sets.map((s) => s.subject.name)).toEqual(['Class 6D']);
    // The class set holds both class pictures; the children get only the group row's one.
    expect(sets[0]?.pictures.map((p) => p.pictureType)).toEqual(['GP', 'GP']);
    const [classSubject] = await database.db
      .select({ isGroup: subjects.isGroup })
      .from(subjects)
      .where(eq(subjects.name, 'Class 6D'));
    expect(classSubject?.isGroup).toBe(true);

    const livSet = importedSetUuid(importedJobUuid('lindeberg-6d-2026'), 'L-1');
    const flags = await database.db
      .select({
        source: pictures.sourceName,
        green: pictures.greenscreen,
        type: pictures.pictureType,
      })
      .from(pictures)
      .where(eq(pictures.pictureSetUuid, livSet))
      .orderBy(pictures.position);
    expect(flags).toEqual([
      { source: 'pictures/liv-1.jpg', green: true, type: 'IP' },
      { source: 'pictures/liv-2.jpg', green: false, type: 'IP' },
      { source: 'pictures/class-6d-1.jpg', green: false, type: 'GP' },
    ]);
  });
});

describe('codes the studio gave in the roster', () => {
  const given = (codes: Record<string, string>): CsvRow[] => [
    { name: 'Oda Vik', className: '6B', files: ['oda.jpg'], code: codes.oda },
    { name: 'Per Vik', className: '6B', files: ['per.jpg'], code: codes.per },
    { name: 'Rut Vik', className: '6B', files: ['rut.jpg'], code: codes.rut },
  ];

  it('refuses a code not in the shop format, given twice, or held by another set: nothing changes', async () => {
    const folder = path.join(work, 'given-bad');
    await writeCsvRoster(
      folder,
      job('vik-bad'),
      given({ oda: 'ABCD-1234-EFG\u0000', per: 'BADS-2345-PQRS', rut: 'bads 2345 pqrs' }),
    );
    const before = await tableCounts();
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.issues.map((i) => issueText(i, 'en'))).toEqual([
      'Row 2: The code ABCD-1234-EFG? is not a code of this shop (12 letters and digits).',
      'Row 4: The code BADS-2345-PQRS is given to two people in the roster.',
    ]);

    // Emma's code belongs to the demo shop's Emma: no roster may hand it to someone else.
    await writeCsvRoster(
      folder,
      job('vik-bad'),
      given({ oda: 'BADT-2345-PQRS', per: 'emma 7q4k 2rwd', rut: '' }),
    );
    const taken = await importPhotoDay(database.db, storage, folder);
    expect(taken.ok).toBe(false);
    expect(taken.issues.map((i) => issueText(i, 'sv'))).toEqual([
      'Rad 3: Koden EMMA-7Q4K-2RWD tillhör någon annan, eller så har den här personen en annan kod.',
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it('gives each person the code from the roster, keeps it on re-import and refuses a change', async () => {
    const folder = path.join(work, 'given');
    const codes = { oda: 'VAKA-2345-PQRS', per: 'vakp 6789 wxyz', rut: '' };
    await writeCsvRoster(folder, job('vik-2026'), given(codes));
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.issues).toEqual([]);
    expect(report.codes).toEqual({ added: 3 });
    const held = await codesOf(report.job!.uuid);
    expect(held.get('Oda Vik')).toBe('VAKA2345PQRS');
    expect(held.get('Per Vik')).toBe('VAKP6789WXYZ');
    expect(held.get('Rut Vik')).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    // The code as printed opens Per's pictures.
    const { sets } = await parentSees('VAKP-6789-WXYZ');
    expect(sets.map((s) => s.subject.name)).toEqual(['Per Vik']);

    // The same roster again: nobody gets a second code.
    const again = await importPhotoDay(database.db, storage, folder);
    expect(again).toMatchObject({ ok: true, codes: { added: 0 } });
    expect(await codesOf(report.job!.uuid)).toEqual(held);

    // A roster that would give Oda another code is refused; her code stays.
    await writeCsvRoster(folder, job('vik-2026'), given({ ...codes, oda: 'VAKQ-2345-PQRS' }));
    const changed = await importPhotoDay(database.db, storage, folder);
    expect(changed.issues.map((i) => [i.row, i.code])).toEqual([[2, 'code-taken']]);
    expect(await codesOf(report.job!.uuid)).toEqual(held);
  });
});

describe('a photo day with bad rows', () => {
  it('names each row and its problem, and changes nothing: no rows, no stored files', async () => {
    const folder = path.join(work, 'bad');
    await writeCsvRoster(
      folder,
      { ...job('lindeberg-bad'), minPrintSize: { short: 600, long: 760 } },
      [
        { name: 'Ida Ek', className: '1A', files: ['ida.jpg'] },
        { name: 'Jon Ek', className: '1A', files: ['jon.jpg'] },
        { name: 'Ida Ek', className: '1A', files: ['ida-2.jpg'] },
        { name: 'Kari Ek', className: '1A', files: ['kari.jpg'], type: 'panorama' },
        {
          name: 'Lene Ek',
          className: '1A',
          files: ['lene-1.jpg', 'lene-2.jpg', 'lene-3.jpg'],
          greenscreen: [true, false],
        },
      ],
    );
    await writeFile(
      path.join(folder, 'pictures', 'jon.jpg'),
      await portraitJpeg('jon', { width: 300, height: 400 }),
    );
    await rm(path.join(folder, 'pictures', 'ida-2.jpg'));
    const before = await tableCounts();
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.ok).toBe(false);
    expect(report.issues.map((i) => issueText(i, 'en'))).toEqual([
      'Row 4: Ida Ek is in the roster twice.',
      'Row 5: Unknown picture type "panorama" (portrait, sibling, group or class).',
      'Row 6: The green-screen column "yes|no" needs one yes/no for the row, or one per file.',
    ]);
    expect(await tableCounts()).toEqual(before);

    // With the roster fixed, the files are checked: each bad file named by its row, in nb too.
    await writeCsvRoster(
      folder,
      { ...job('lindeberg-bad'), minPrintSize: { short: 600, long: 760 } },
      [
        { name: 'Ida Ek', className: '1A', files: ['ida.jpg'] },
        { name: 'Jon Ek', className: '1A', files: ['jon.jpg'] },
        { name: 'Kari Ek', className: '1A', files: ['kari.jpg', 'missing.jpg'] },
        { name: 'Lars Ek', className: '1A', files: ['lars.jpg'] },
      ],
      { skipPictures: false },
    );
    await writeFile(
      path.join(folder, 'pictures', 'jon.jpg'),
      await portraitJpeg('jon', { width: 300, height: 400 }),
    );
    await writeFile(path.join(folder, 'pictures', 'lars.jpg'), Buffer.from('not a picture'));
    await rm(path.join(folder, 'pictures', 'missing.jpg'));
    const second = await importPhotoDay(database.db, storage, folder);
    expect(second.ok).toBe(false);
    expect(second.issues.map((i) => issueText(i, 'nb'))).toEqual([
      'Rad 3: Bildet pictures/jon.jpg (300×400) er mindre enn studioets minste utskriftsstørrelse.',
      'Rad 4: Bildefilen pictures/missing.jpg mangler.',
      'Rad 5: Bildefilen pictures/lars.jpg kan ikke leses som et bilde.',
    ]);
    expect(await tableCounts()).toEqual(before);
    // Ida's good picture was staged and taken away again.
    const idaBytes = await portraitJpeg('ida.jpg');
    const { createHash } = await import('node:crypto');
    const idaKey = storageKeys.picture(
      `studio/${createHash('sha256').update(idaBytes).digest('hex').slice(0, 40)}.jpg`,
    );
    expect(await storage.exists(idaKey)).toBe(false);
  });

  it('refuses file names that leave the folder', async () => {
    const folder = path.join(work, 'escape');
    await writeCsvRoster(folder, job('lindeberg-escape'), [], {});
    await writeFile(
      path.join(folder, 'roster.csv'),
      'name,class,files\nMia Ek,1A,../../etc/passwd\nNils Ek,1A,/etc/hostname\n',
    );
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.issues.map((i) => [i.row, i.code])).toEqual([
      [2, 'bad-path'],
      [3, 'bad-path'],
    ]);
  });
});

describe('code letters', () => {
  it('prints one A4 letter per subject, by class, with the code, its link, the deadline and the contact', async () => {
    const [job] = await database.db.select().from(jobs).where(eq(jobs.importKey, 'lindeberg-2026'));
    const letters = (await jobLetters(database.db, job!.uuid))!;
    const codes = await codesOf(job!.uuid);
    const pdf = await codeLettersPdf(letters, { lang: 'nb', shopUrl: 'https://shop.test' });
    const file = path.join(work, 'letters.pdf');
    await writeFile(file, pdf);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split(
      '\f',
    );
    // Class 3A before 4B, names in order within the class.
    expect(pages[0]).toContain('Bilder av Ada Aasen');
    expect(pages[1]).toContain('Bilder av Bo Berg');
    expect(pages[2]).toContain('Bilder av Cecilie Øvre');
    expect(pages[2]).toContain('Klasse 4B');
    expect(pages[2]).toContain(formatAccessCode(codes.get('Cecilie Øvre')!));
    expect(pages[2]).toContain('Bestill innen 15. oktober 2026');
    expect(pages[2]).toContain('post@fjordlys.test');
    // The fonts travel inside the file.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    const fontRows = fonts.trim().split('\n').slice(2);
    expect(fontRows.length).toBeGreaterThan(0);
    for (const row of fontRows) {
      expect(row).toMatch(/Roboto/);
      const cells = row.trim().split(/\s+/);
      expect(cells[cells.length - 5]).toBe('yes'); // the "emb" column
    }
    if (process.env.STUDIO_LETTERS_OUT) await writeFile(process.env.STUDIO_LETTERS_OUT, pdf);

    const csv = codesCsv(letters, { lang: 'sv', shopUrl: 'https://shop.test' });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Klass,Namn,Externt id,Kod,Länk');
    const code = formatAccessCode(codes.get('Ada Aasen')!);
    expect(lines[1]).toBe(`3A,Ada Aasen,P-1001,${code},https://shop.test/?code=${code}`);
  });
});

describe("the editor options of a photo day's job.json", () => {
  /** Imports one pupil under a job.json with these fields; the editor options the parent gets. */
  async function editorOptionsOf(
    key: string,
    fields: Partial<PhotoDayJob>,
    pupil: { name: string; file: string; code: string },
  ): Promise<unknown> {
    const folder = path.join(work, `editor-${key}`);
    await writeCsvRoster(folder, { ...job(`lindeberg-${key}`), ...fields }, [
      { name: pupil.name, className: '2A', files: [pupil.file], code: pupil.code },
    ]);
    expect((await importPhotoDay(database.db, storage, folder)).issues).toEqual([]);
    const { sets } = await parentSees(pupil.code);
    return (sets[0] as unknown as { job: { editor: unknown } }).job.editor;
  }

  it('reach the parent with the picture set: subject change, tools, own photos and mixing', async () => {
    const options = {
      subjectChange: 1,
      imageToolbox: false,
      backgrounds: false,
      templateChange: false,
      ownPhotos: true,
      mixPhotographers: false,
    };
    const pupil = { name: 'Per Ek', file: 'per.jpg', code: 'EDXP-4KMT-7WQR' };
    expect(await editorOptionsOf('options', options, pupil)).toEqual(options);
  });

  it('are everything allowed, subject change 3 and no own photos when left out', async () => {
    const pupil = { name: 'Siv Ek', file: 'siv.jpg', code: 'EDXD-6PNR-3HVT' };
    expect(await editorOptionsOf('defaults', {}, pupil)).toEqual({
      subjectChange: 3,
      imageToolbox: true,
      backgrounds: true,
      templateChange: true,
      ownPhotos: false,
      mixPhotographers: false,
    });
  });

  it('takes subjectChange 4, package mode, to the parent', async () => {
    const pupil = { name: 'Kai Ek', file: 'kai.jpg', code: 'EDXK-8TWP-5MRH' };
    expect(await editorOptionsOf('package-mode', { subjectChange: 4 }, pupil)).toMatchObject({
      subjectChange: 4,
    });
  });

  it.each([0, 5, 2 ** 31, '1'])('refuses subjectChange %s and imports nothing', async (value) => {
    const folder = path.join(work, `editor-bad-${String(value)}`);
    await writeCsvRoster(
      folder,
      { ...job(`lindeberg-bad-${String(value)}`), subjectChange: value },
      [{ name: 'Ola Ek', className: '2A', files: ['ola.jpg'] }],
    );
    const before = await tableCounts();
    const report = await importPhotoDay(database.db, storage, folder);
    expect(report.ok).toBe(false);
    expect(report.issues.map((i) => i.code)).toEqual(['bad-job-file']);
    expect(report.issues[0]?.detail).toContain('subjectChange');
    expect(await tableCounts()).toEqual(before);
  });
});
