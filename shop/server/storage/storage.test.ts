// The storage contract, the same on both back ends: local disk, and S3 against a real
// S3-compatible server (s3rver) on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/shop-process';
import {
  DiskStorage,
  isReachable,
  S3Storage,
  StorageKeyError,
  StorageNotFoundError,
  type Storage,
} from '.';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';

const BUCKET = 'contract-test';
let s3: TestS3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startTestS3Server([BUCKET]);
  folder = mkdtempSync(path.join(tmpdir(), 'keepsake-storage-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});

const s3Options = (endpoint: string, bucket = BUCKET) => ({
  bucket,
  endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
});

const backEnds: [string, () => Storage][] = [
  ['disk', () => new DiskStorage(path.join(folder, 'disk'))],
  ['s3', () => new S3Storage(s3Options(s3.endpoint))],
];

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe.each(backEnds)('%s storage', (_name, open) => {
  let storage: Storage;
  // Each run in its own prefix: the back ends keep what earlier tests stored.
  const run = `run-${crypto.randomUUID()}`;
  const key = (name: string) => `${run}/${name}`;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => storage.close());

  it('answers not found for a key that holds nothing', async () => {
    await expect(storage.getBuffer(key('missing.jpg'))).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    await expect(storage.getStream(key('missing.jpg'))).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    expect(await storage.stat(key('missing.jpg'))).toBeNull();
    expect(await storage.exists(key('missing.jpg'))).toBe(false);
  });

  it('stores a buffer, a stream and a file, and gives each back as buffer and stream', async () => {
    await storage.put(key('buffer.txt'), Buffer.from('from a buffer'));
    await storage.put(
      key('stream.txt'),
      Readable.from([Buffer.from('from '), Buffer.from('a stream')]),
    );
    const local = path.join(folder, 'local.txt');
    writeFileSync(local, 'from a file');
    await storage.putFile(key('file.txt'), local);
    expect((await storage.getBuffer(key('buffer.txt'))).toString()).toBe('from a buffer');
    expect(await text(await storage.getStream(key('stream.txt')))).toBe('from a stream');
    expect((await storage.getBuffer(key('file.txt'))).toString()).toBe('from a file');
    const info = await storage.stat(key('buffer.txt'));
    expect(info).toMatchObject({ size: 13 });
    expect(info?.etag).toMatch(/^".+"$/);
    expect(info?.mtimeMs).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(await storage.exists(key('file.txt'))).toBe(true);
  });

  it('stores a stream larger than one upload part whole', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024 + 17, 7);
    big.write('end', big.length - 3);
    await storage.put(key('big.bin'), Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    const back = await storage.getBuffer(key('big.bin'));
    expect(back.length).toBe(big.length);
    expect(back.equals(big)).toBe(true);
  });

  it('replaces an object on a second put, with a new ETag', async () => {
    await storage.put(key('again.txt'), Buffer.from('first'));
    const first = await storage.stat(key('again.txt'));
    await storage.put(key('again.txt'), Buffer.from('second, longer'));
    expect((await storage.getBuffer(key('again.txt'))).toString()).toBe('second, longer');
    const second = await storage.stat(key('again.txt'));
    expect(second?.size).toBe(14);
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('lists the keys under a prefix, sorted, and nothing beside it', async () => {
    await storage.put(key('list/b.jpg'), Buffer.from('b'));
    await storage.put(key('list/a.jpg'), Buffer.from('a'));
    await storage.put(key('list/deep/c.jpg'), Buffer.from('c'));
    await storage.put(key('listing.jpg'), Buffer.from('beside'));
    expect(await storage.list(key('list/'))).toEqual([
      key('list/a.jpg'),
      key('list/b.jpg'),
      key('list/deep/c.jpg'),
    ]);
    expect(await storage.list(key('list'))).toEqual([
      key('list/a.jpg'),
      key('list/b.jpg'),
      key('list/deep/c.jpg'),
      key('listing.jpg'),
    ]);
    expect(await storage.list(key('nothing/'))).toEqual([]);
  });

  it('deletes, and deleting what is gone is no error', async () => {
    await storage.put(key('gone.txt'), Buffer.from('x'));
    await storage.delete(key('gone.txt'));
    expect(await storage.exists(key('gone.txt'))).toBe(false);
    await storage.delete(key('gone.txt'));
    await storage.delete(key('never-there.txt'));
    expect(await storage.list(key('gone'))).toEqual([]);
  });

  it('keeps one whole value of many concurrent puts to one key, and every other key', async () => {
    const values = Array.from({ length: 12 }, (_, i) => Buffer.alloc(64 * 1024, 65 + i));
    await Promise.all([
      ...values.map((value) => storage.put(key('race.bin'), value)),
      ...values.map((value, i) => storage.put(key(`race-${String(i)}.bin`), value)),
    ]);
    const kept = await storage.getBuffer(key('race.bin'));
    expect(values.some((value) => value.equals(kept))).toBe(true);
    for (const [i, value] of values.entries())
      expect((await storage.getBuffer(key(`race-${String(i)}.bin`))).equals(value)).toBe(true);
    // No half-written leftovers are listed.
    expect(await storage.list(key('race'))).toHaveLength(values.length + 1);
  });

  it.each([
    '../outside.txt',
    '/absolute.txt',
    'a//b.txt',
    'a/./b.txt',
    'a/../b.txt',
    '.hidden',
    'a/.b.tmp',
    'a\\b.txt',
    'nul\0.txt',
    '',
    'x'.repeat(1025),
  ])('refuses the key %j before touching anything', async (bad) => {
    await expect(storage.put(bad, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.getBuffer(bad)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.stat(bad)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.delete(bad)).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('is reachable', async () => {
    await storage.ping();
    expect(await isReachable(storage)).toBe(true);
  });
});

describe('S3 storage that cannot be reached', () => {
  it('is not reachable without its bucket, or with nothing listening', async () => {
    const noBucket = new S3Storage(s3Options(s3.endpoint, 'no-such-bucket'));
    const nobody = new S3Storage({ ...s3Options(`http://127.0.0.1:${String(await freePort())}`) });
    try {
      expect(await isReachable(noBucket)).toBe(false);
      expect(await isReachable(nobody)).toBe(false);
    } finally {
      await noBucket.close();
      await nobody.close();
    }
  });
});

describe('S3 storage whose server never answers', () => {
  it('is not reachable, and says so instead of hanging the readiness check', async () => {
    const silent = createServer(() => {}); // accepts the connection, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const storage = new S3Storage(s3Options(`http://127.0.0.1:${String(port)}`));
    try {
      expect(await isReachable(storage)).toBe(false);
    } finally {
      await storage.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('disk storage', () => {
  it('keeps a key inside its folder, with the same layout as before', async () => {
    const storage = new DiskStorage(path.join(folder, 'layout'));
    await storage.put('pictures/uploads/x.jpg', Buffer.from('x'));
    expect(
      (await import('node:fs')).readFileSync(
        path.join(folder, 'layout', 'pictures', 'uploads', 'x.jpg'),
        'utf8',
      ),
    ).toBe('x');
    // Named for people as the file it is.
    expect(storage.locate('pictures/uploads/x.jpg')).toBe(
      path.join(folder, 'layout', 'pictures', 'uploads', 'x.jpg'),
    );
  });
});

describe('s3 storage', () => {
  it('names an object by bucket and key, and refuses a key that is none', () => {
    const storage = new S3Storage(s3Options(s3.endpoint));
    expect(storage.locate('lab-jobs/x/manifest.json')).toBe(
      `s3://${BUCKET}/lab-jobs/x/manifest.json`,
    );
    expect(() => storage.locate('../x')).toThrow(StorageKeyError);
  });
});
