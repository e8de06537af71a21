// Studio import: a photo day of 1 000 subjects × 3 pictures (CSV roster, 640×800 JPEGs made
// with sharp before the clock starts) imported into a fresh embedded database on disk storage.
// Prints the import's time and the process's peak RSS while it ran (targets ≤ 5 min, ≤ 700 MB).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { writeCsvRoster, type CsvRow } from '../../fixtures/tools/photo-day';
import { openDatabase } from '../../shop/server/db/client';
import { shops } from '../../shop/server/db/schema';
import { EMPTY_SHOP } from '../../shop/server/demo/first-start';
import { importPhotoDay } from '../../shop/server/services/studio/import';
import { openStorage } from '../../shop/server/storage';
import { printFigure, round } from './figure';

const SUBJECTS = Number(process.env.STUDIO_BENCH_SUBJECTS ?? 1000);

/** The measured part, in its own process: open the ready database and import the day. */
async function runImport(work: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(work, 'db') });
  const storage = openStorage({ kind: 'disk', root: path.join(work, 'data') });
  const started = performance.now();
  const report = await importPhotoDay(database.db, storage, path.join(work, 'day'));
  const seconds = (performance.now() - started) / 1000;
  if (!report.ok) throw new Error(`import failed: ${JSON.stringify(report.issues.slice(0, 5))}`);
  printFigure({
    name: `studio import ${SUBJECTS} subjects × 3 pictures`,
    value: round(seconds, 1),
    unit: 's',
    target: '≤ 300 s',
  });
  // maxRSS is the process's peak resident memory in KiB: opening the database and the import.
  printFigure({
    name: 'studio import peak RSS',
    value: round(process.resourceUsage().maxRSS / 1024, 0),
    unit: 'MB',
    target: '≤ 700 MB',
  });
  printFigure({
    name: 'load average (1 min) after the import',
    value: round(loadavg()[0] ?? 0, 1),
    unit: '',
  });
  await storage.close();
  await database.close();
}

if (process.argv[2] === '--run') {
  await runImport(process.argv[3]!);
  process.exit(0);
}

const work = await mkdtemp(path.join(tmpdir(), 'keepsake-studio-bench-'));
try {
  const folder = path.join(work, 'day');
  const rows: CsvRow[] = Array.from({ length: SUBJECTS }, (_, i) => ({
    name: `Pupil ${String(i + 1).padStart(4, '0')}`,
    className: `${1 + (i % 10)}${'ABC'[i % 3]}`,
    externalId: `B${i + 1}`,
    files: [1, 2, 3].map((n) => `p${i + 1}-${n}.jpg`),
  }));
  // The pictures are written a few at a time (their generation is not measured).
  const limit = pLimit(4);
  const chunks = Array.from({ length: Math.ceil(rows.length / 50) }, (_, i) =>
    rows.slice(i * 50, i * 50 + 50),
  );
  await Promise.all(
    chunks.map((chunk, i) =>
      limit(() =>
        writeCsvRoster(
          path.join(work, `part-${i}`),
          { key: 'x', school: 'x', photographer: 'x', photoDate: '2026-09-01' },
          chunk,
          { plain: true },
        ),
      ),
    ),
  );
  // One folder for the day: the roster of all rows, the pictures moved in from the parts.
  await writeCsvRoster(
    folder,
    {
      key: 'bench-day',
      school: 'Bench school',
      photographer: 'Bench studio',
      photoDate: '2026-09-01',
    },
    rows,
    { skipPictures: true },
  );
  const { rename, readdir } = await import('node:fs/promises');
  for (let i = 0; i < chunks.length; i += 1) {
    const from = path.join(work, `part-${i}`, 'pictures');
    for (const file of await readdir(from))
      await rename(path.join(from, file), path.join(folder, 'pictures', file));
  }

  // The embedded database is created here: PGlite's first start grows its memory to ~800 MB for
  // good, so the import runs in a process of its own on the ready database, as a shop would.
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(work, 'db') });
  await database.migrate();
  await database.db.insert(shops).values(EMPTY_SHOP).onConflictDoNothing();
  await database.close();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, '--run', work],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error('the import process failed');
} finally {
  await rm(work, { recursive: true, force: true });
}
