// The photo-day zip unpacker on its own: what it writes, and the zips it refuses whole.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { zipOf } from '../../../../fixtures/tools/photo-day-zip';
import { Messages } from '../../../contract/errors';
import { safeEntryName, unpackPhotoDayZip, type ZipLimits } from './zip';

let work: string;
let n = 0;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'studio-zip-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const roomy: ZipLimits = { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22 };

/** Writes a zip of the given files and unpacks it into a fresh folder. */
async function unpack(files: Record<string, Buffer | string>, limits = roomy) {
  n += 1;
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  const file = path.join(work, `z${n}.zip`);
  await writeFile(file, await zipOf(zip));
  const dest = path.join(work, `out${n}`);
  return { dest, root: await unpackPhotoDayZip(file, dest, limits) };
}

describe('unpacking a photo-day zip', () => {
  it('writes every file, and finds job.json inside one top folder', async () => {
    const flat = await unpack({ 'job.json': '{}', 'pictures/a.jpg': 'a' });
    expect(flat.root).toBe(flat.dest);
    expect(await readFile(path.join(flat.root, 'pictures/a.jpg'), 'utf8')).toBe('a');
    const nested = await unpack({ 'day/job.json': '{}', 'day/roster.csv': 'x' });
    expect(nested.root).toBe(path.join(nested.dest, 'day'));
  });

  it('refuses more files than the limit', async () => {
    await expect(
      unpack({ 'job.json': '{}', a: '1', b: '2' }, { ...roomy, maxEntries: 2 }),
    ).rejects.toThrow(Messages.zipTooMuch);
  });

  it('refuses a file or a whole that unpacks past the byte limits (a zip bomb)', async () => {
    // A megabyte of zeros packs into a few kilobytes.
    const zeros = Buffer.alloc(1 << 20);
    await expect(unpack({ 'big.bin': zeros }, { ...roomy, maxEntryBytes: 1000 })).rejects.toThrow(
      Messages.zipTooMuch,
    );
    await expect(
      unpack({ a: zeros, b: zeros }, { ...roomy, maxTotalBytes: (1 << 20) + 10 }),
    ).rejects.toThrow(Messages.zipTooMuch);
  });

  it('refuses a file that is not a zip', async () => {
    const file = path.join(work, 'not.zip');
    await writeFile(file, 'hello');
    await expect(unpackPhotoDayZip(file, path.join(work, 'not'))).rejects.toThrow(
      Messages.zipUnreadable,
    );
    expect(await readdir(work)).not.toContain('not');
  });

  it('takes only names that stay inside the folder', () => {
    for (const bad of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'C:/x',
      'a\\b',
      'a\0b',
      'a//b',
      './x',
      '',
    ])
      expect(safeEntryName(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['job.json', 'pictures/a b.jpg', 'Class_4A/00000001.jpg', 'dir/'])
      expect(safeEntryName(good), good).toBe(true);
  });
});
