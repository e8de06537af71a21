// The demo's photo days as a studio delivers them: for each demo job a folder with job.json, a
// CSV roster and the pictures, which the seed imports with the studio's own importer.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOBS, PHOTOGRAPHERS, SCHOOLS, type DemoJob, type DemoSet } from './catalogue';
import { DEMO_CODES } from './demo-accounts';
import { renderPicture, sceneLayers, type Layers } from './pictures';
import { SETS } from './sets';

/** One demo photo day: the files of its folder, pictures still as layers to render. */
interface DemoPhotoDay {
  key: string;
  jobFile: string;
  roster: string;
  pictures: Map<string, Layers>;
}

const ORDER = { IP: 0, MGP: 1, GP: 2 } as const;

/** CSV lines: a cell with a comma, quote or line break is quoted, its quotes doubled. */
const csv = (rows: string[][]): string =>
  rows
    .map((row) =>
      row.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','),
    )
    .join('\n') + '\n';

/**
 * The roster rows of one demo set. The importer lays a set out as the person's portraits, then
 * their sibling pictures, then their class's group pictures, and makes the first portrait the
 * favourite; a demo set that is not in that order could not be imported as it is, so it throws.
 */
function rosterRows(set: DemoSet, classGroups: Map<string, string[]>): string[][] {
  const types = set.pictures.map((p) => ORDER[p.type]);
  if (types.some((t, i) => i > 0 && t < types[i - 1]!))
    throw new Error(`Demo set ${set.key}: portraits, then sibling, then group pictures`);
  const firstPortrait = set.pictures.findIndex((p) => p.type === 'IP');
  if (set.pictures.some((p, i) => Boolean(p.favorite) !== (i === firstPortrait && !set.group)))
    throw new Error(`Demo set ${set.key}: only the first portrait is the favourite`);
  const code = DEMO_CODES[set.key];
  const files = (type: 'IP' | 'MGP' | 'GP') =>
    set.pictures.filter((p) => p.type === type).map((p) => `pictures/${p.file}`);
  if (set.group) {
    // The class's own set: every picture it holds, under its own code.
    return [
      [
        set.name,
        set.className,
        set.key,
        set.pictures.map((p) => `pictures/${p.file}`).join('|'),
        'class',
        'no',
        code,
      ],
    ];
  }
  const portraits = set.pictures.filter((p) => p.type === 'IP');
  const green = portraits.map((p) =>
    p.scene.kind === 'portrait' && p.scene.greenscreen ? 'yes' : 'no',
  );
  const rows = [
    [set.name, set.className, set.key, files('IP').join('|'), 'portrait', green.join('|'), code],
  ];
  for (const file of files('MGP'))
    rows.push([set.name, set.className, set.key, file, 'sibling', 'no', '']);
  // Group pictures reach a child through the class's group row: every child of a class must
  // hold the same ones.
  const groups = files('GP');
  const known = classGroups.get(set.className);
  if (known && known.join('|') !== groups.join('|'))
    throw new Error(`Demo class ${set.className}: every child holds the same group pictures`);
  classGroups.set(set.className, groups);
  return rows;
}

function photoDay(job: DemoJob): DemoPhotoDay {
  const sets = SETS.filter((s) => s.job === job.key);
  if (sets.some((s) => s.available !== job.hasBeenInWebShop))
    throw new Error(`Demo job ${job.key}: its sets are published with it`);
  const classGroups = new Map<string, string[]>();
  const rows = [['name', 'class', 'external_id', 'files', 'type', 'greenscreen', 'code']];
  for (const set of sets) rows.push(...rosterRows(set, classGroups));
  for (const [className, files] of classGroups)
    if (files.length > 0) rows.push(['', className, '', files.join('|'), 'group', 'no', '']);
  const pictures = new Map<string, Layers>();
  for (const set of sets)
    for (const p of set.pictures)
      if (!pictures.has(p.file)) pictures.set(p.file, sceneLayers(p.scene));
  const jobFile = {
    key: job.key,
    school: SCHOOLS[job.school],
    photographer: PHOTOGRAPHERS[job.photographer],
    name: job.name,
    jobType: job.jobType,
    photoDate: job.creationTime.slice(0, 10),
    created: job.creationTime,
    publish: job.hasBeenInWebShop,
    fineTune: job.requireFineTunedPictures,
    // The demo lets parents add their own photos and mix studios unless a case says otherwise.
    ownPhotos: true,
    mixPhotographers: true,
    ...job.editor,
  };
  return {
    key: job.key,
    jobFile: JSON.stringify(jobFile, null, 2),
    roster: csv(rows),
    pictures,
  };
}

/** Where the demo photo days are written: one folder per content, shared by processes. */
const ROOT = path.join(tmpdir(), 'keepsake-demo-photo-days');

async function writePhotoDays(): Promise<string[]> {
  const days = JOBS.map(photoDay);
  // Named by a hash of everything in them, so a changed demo is written anew beside the old.
  const hash = createHash('sha256');
  for (const day of days) {
    hash.update(day.key).update(day.jobFile).update(day.roster);
    for (const [file, layers] of day.pictures) hash.update(file).update(JSON.stringify(layers));
  }
  const folder = path.join(ROOT, hash.digest('hex').slice(0, 24));
  const folders = days.map((day) => path.join(folder, day.key));
  if (existsSync(folder)) return folders;
  // Written whole in a folder of its own, then renamed into place: another process seeding at
  // the same time sees all of it or none.
  const temporary = `${folder}.${randomUUID()}.tmp`;
  try {
    for (const day of days) {
      const dir = path.join(temporary, day.key);
      await mkdir(path.join(dir, 'pictures'), { recursive: true });
      await writeFile(path.join(dir, 'job.json'), day.jobFile);
      await writeFile(path.join(dir, 'roster.csv'), day.roster);
      for (const [file, layers] of day.pictures)
        await writeFile(path.join(dir, 'pictures', file), await renderPicture(layers));
    }
    await rename(temporary, folder).catch((error: unknown) => {
      // Another process put the same folder in place first.
      if (!existsSync(folder)) throw error;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  return folders;
}

let written: Promise<string[]> | null = null;

/**
 * The folders of the demo's photo days (one per demo job), rendered the first time in this
 * process or on this machine and reused afterwards.
 */
export function demoPhotoDays(): Promise<string[]> {
  written ??= writePhotoDays().catch((error: unknown) => {
    written = null;
    throw error;
  });
  return written;
}
