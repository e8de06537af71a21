// A 640 px green-screen derivative made the first time (chroma key + composite + resize), and
// served from the cache afterwards, each beside a plain sharp resize of the same source.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { pictures } from '../../shop/server/db/schema';
import { DEMO_SETS } from '../../shop/server/demo/demo-accounts';
import { seedDemo } from '../../shop/server/demo/seed';
import { DiskStorage } from '../../shop/server/storage';
import { derivative } from '../../shop/server/services/pictures/images';
import { openTestDatabase } from '../../shop/server/test/database';
import { percentile, printFigure, round } from './figure';

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-images-'));
const storage = new DiskStorage(dataDir);
const database = await openTestDatabase();
await seedDemo(database.db, storage);
// Lucas's first green-screen portrait, stored under the name the import gave it.
const [lucas] = await database.db
  .select({ file: pictures.file })
  .from(pictures)
  .where(and(eq(pictures.pictureSetUuid, DEMO_SETS.lucas), eq(pictures.position, 0)));
await database.close();
if (!lucas) throw new Error('The demo has no picture of Lucas');

const source = lucas.file;
const background = 'background-fjord.jpg';
const runs = 15;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const plain: number[] = [];
const first: number[] = [];
const cached: number[] = [];
for (let i = 0; i < runs; i += 1) {
  plain.push(
    await time(() =>
      sharp(path.join(dataDir, 'pictures', source))
        .resize(640, 640, { fit: 'inside' })
        .jpeg({ quality: 82 })
        .toBuffer(),
    ),
  );
  // A new cache folder each run: every call below is a first render.
  rmSync(path.join(dataDir, 'cache'), { recursive: true, force: true });
  const request = {
    file: source,
    size: '640' as const,
    rotation: '0' as const,
    effect: 'original' as const,
    backgroundFile: background,
  };
  first.push(await time(() => derivative(storage, request)));
  cached.push(await time(() => derivative(storage, request)));
}
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const plainMs = median(plain);
printFigure({
  name: 'images.greenscreen640.first.p50',
  value: round(median(first)),
  unit: 'ms',
  target: '<= 60 ms',
  baseline: { name: 'sharp resize 640', value: round(plainMs) },
  ratio: round(median(first) / plainMs),
});
printFigure({
  name: 'images.greenscreen640.cached.p50',
  value: round(median(cached)),
  unit: 'ms',
  target: '<= 2 ms, <= 1.5x baseline',
  baseline: { name: 'sharp resize 640', value: round(plainMs) },
  ratio: round(median(cached) / plainMs),
});
rmSync(dataDir, { recursive: true, force: true });
