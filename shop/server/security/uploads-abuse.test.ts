// Own-photo uploads as an attacker sends them to the real shop process: a non-image, a 100 MB
// file, a decompression bomb and an SVG with a script, one by one and two 100 MB files and a bomb
// at once. Each is refused with the message the parent sees, nothing is stored, no temporary file
// is left (nor after an aborted upload or a crash), and the shop's peak memory (its own process)
// stays under 500 MB.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../demo/demo-accounts';
import { spoolDir } from '../services/uploads/spool';
import { freePort, ShopProcess } from '../test/shop-process';

const UPLOAD = '/system/iframes/upload_internal.php?handleuploads=1&json=1&thumbnails=640';
const BOUNDARY = '----keepsake-abuse-boundary';
const MB = 1024 * 1024;
const NOT_AN_IMAGE = 'is not an image. Please choose a photo (JPEG, PNG, HEIC…).';

let shop: ShopProcess;
let dataDir: string;
let cookie = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-uploads-'));
  shop = new ShopProcess(dataDir, await freePort());
  await shop.start();
  // The first start seeds the demo shop in a child process (demo/first-start.ts), so this shop
  // holds what any start holds and the peaks below count from there.
  console.log(`uploads: shop RSS after start ${Math.round(shop.rssMb())} MB`);
  // A parent with Sofie's code: the demo shop allows own photos.
  const res = await fetch(
    `${shop.url}/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`,
  );
  expect(res.status).toBe(200);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function partHead(name: string, type: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images[]"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
}
const ending = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

async function upload(body: BodyInit, signal?: AbortSignal) {
  const res = await fetch(`${shop.url}${UPLOAD}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie },
    body,
    duplex: 'half',
    signal,
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { result: string; error?: string } };
}

const uploadFile = (name: string, type: string, bytes: Buffer) =>
  upload(Buffer.concat([partHead(name, type), bytes, ending]));

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: the header claims 50000×50000 RGB (7.5 GB decoded) while the file is a
 * few kilobytes, because its rows of zeros compress to almost nothing.
 */
function pngBomb(): Buffer {
  const width = 50_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // A few hundred rows of zeros (filter byte + pixels); a decoder asks for all 50000.
  const rows = deflateSync(Buffer.alloc((1 + width * 3) * 200), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A file of `total` bytes sent 1 MB at a time, as a phone on a fast line sends it; `before` runs
 * before each megabyte (to abort or crash the shop part-way).
 */
function streamedFile(name: string, total: number, before?: (sent: number) => Promise<void>) {
  const piece = Buffer.alloc(MB, 0xab);
  const progress = { sent: 0 };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(partHead(name, 'image/jpeg'));
    },
    async pull(controller) {
      if (progress.sent >= total) {
        controller.enqueue(ending);
        controller.close();
        return;
      }
      await before?.(progress.sent);
      controller.enqueue(piece);
      progress.sent += piece.length;
    },
  });
  return { body, progress };
}

interface EarlyAnswer {
  status: number;
  connection: string | undefined;
  body: unknown;
  /** How much of the file had gone out when the answer's first byte came back. */
  sentMb: number;
}

/**
 * Sends a `total`-byte file 1 MB every 10 ms from a raw socket (fetch would not show when the
 * answer came), with its Content-Length or chunked, and stops sending once an answer arrives.
 * The shop reads and drops what still comes for a while after answering (lib/lingering-close.ts).
 */
function slowUpload(name: string, total: number, framing: 'length' | 'chunked') {
  return new Promise<EarlyAnswer>((resolve, reject) => {
    const head = partHead(name, 'image/jpeg');
    const socket = connect(Number(new URL(shop.url).port), '127.0.0.1');
    const frame = (data: Buffer) =>
      framing === 'length'
        ? data
        : Buffer.concat([
            Buffer.from(`${data.length.toString(16)}\r\n`),
            data,
            Buffer.from('\r\n'),
          ]);
    let received = Buffer.alloc(0);
    let sent = 0;
    let sentAtAnswer = -1;
    const answer = (): EarlyAnswer | null => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const headers = received.subarray(0, end).toString();
      const field = (key: string) => new RegExp(`^${key}: (.*)$`, 'im').exec(headers)?.[1];
      const body = received.subarray(end + 4);
      if (body.length < Number(field('content-length'))) return null;
      return {
        status: Number(headers.split(' ')[1]),
        connection: field('connection'),
        body: JSON.parse(body.toString()),
        sentMb: sentAtAnswer / MB,
      };
    };
    socket.on('data', (data) => {
      if (sentAtAnswer < 0) sentAtAnswer = sent;
      received = Buffer.concat([received, data]);
      const done = answer();
      if (done) {
        socket.destroy();
        resolve(done);
      }
    });
    socket.on('error', () => {}); // EPIPE or ECONNRESET once the shop has answered and closed
    socket.on('close', () => reject(new Error(`No whole answer: ${received.toString()}`)));
    const length = head.length + total + ending.length;
    socket.write(
      `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        (framing === 'length' ? `Content-Length: ${length}` : 'Transfer-Encoding: chunked') +
        '\r\n\r\n',
    );
    socket.write(frame(head));
    const piece = frame(Buffer.alloc(MB, 0xab));
    const next = () => {
      if (sentAtAnswer >= 0 || socket.destroyed) return;
      if (sent >= total) {
        socket.write(
          framing === 'length' ? ending : Buffer.concat([frame(ending), Buffer.from('0\r\n\r\n')]),
        );
        return;
      }
      sent += MB;
      // Only as fast as the shop takes it: what waits in this process has not been sent.
      if (socket.write(piece)) setTimeout(next, 10);
      else socket.once('drain', () => setTimeout(next, 10));
    };
    next();
  });
}

/** The temporary upload files on disk now. */
const spooled = () => (existsSync(spoolDir(dataDir)) ? readdirSync(spoolDir(dataDir)) : []);

async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tooLarge = (name: string) => ({
  result: 'ERROR',
  error: `${name} is too large. Photos may be at most 25 MB.`,
});

async function recentImages(): Promise<unknown[]> {
  const res = await fetch(`${shop.url}/api/webshop/user/recent-images`, { headers: { cookie } });
  return ((await res.json()) as { images: unknown[] }).images;
}

describe('upload abuse', () => {
  it('refuses a file that is not an image, whatever its name says', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const res = await uploadFile('class-photo.jpg', 'image/jpeg', pdf);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'ERROR', error: `class-photo.jpg ${NOT_AN_IMAGE}` });
  });

  it('refuses an SVG with a script, as SVG or disguised as a JPEG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
        '<script>fetch("/api/webshop/user").then(r => r.text()).then(alert)</script>' +
        '<rect width="400" height="400" fill="red"/></svg>',
    );
    const asSvg = await uploadFile('drawing.svg', 'image/svg+xml', svg);
    expect(asSvg.status).toBe(400);
    expect(asSvg.body).toEqual({ result: 'ERROR', error: `drawing.svg ${NOT_AN_IMAGE}` });
    const disguised = await uploadFile('holiday.jpg', 'image/jpeg', svg);
    expect(disguised.status).toBe(400);
    expect(disguised.body).toEqual({ result: 'ERROR', error: `holiday.jpg ${NOT_AN_IMAGE}` });
  });

  it('refuses a decompression bomb (50000×50000 PNG) before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await uploadFile('bomb.png', 'image/png', bomb);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: 'ERROR',
      error: 'bomb.png has too many pixels. Photos may be at most 50 megapixels.',
    });
    expect(shop.peakRssMb()).toBeLessThan(500);
  });

  it('refuses a 100 MB file at the 25 MB limit, without reading it all into memory', async () => {
    const { body, progress } = streamedFile('video.jpg', 100 * MB);
    const res = await upload(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge('video.jpg'));
    console.log(
      `uploads: 100 MB upload answered after ${Math.round(progress.sent / MB)} MB sent; ` +
        `shop RSS ${Math.round(shop.rssMb())} MB, peak ${Math.round(shop.peakRssMb())} MB`,
    );
    expect(shop.peakRssMb()).toBeLessThan(500);
    expect(spooled()).toEqual([]);
  });

  it('refuses two 100 MB files and a bomb sent at the same time, each with its message', async () => {
    const [first, second, bomb] = await Promise.all([
      upload(streamedFile('first-video.jpg', 100 * MB).body),
      upload(streamedFile('second-video.jpg', 100 * MB).body),
      uploadFile('bomb.png', 'image/png', pngBomb()),
    ]);
    expect(first).toEqual({ status: 413, body: tooLarge('first-video.jpg') });
    expect(second).toEqual({ status: 413, body: tooLarge('second-video.jpg') });
    expect(bomb).toEqual({
      status: 400,
      body: {
        result: 'ERROR',
        error: 'bomb.png has too many pixels. Photos may be at most 50 megapixels.',
      },
    });
    console.log(
      `uploads: two 100 MB uploads and a bomb at once: shop RSS ${Math.round(shop.rssMb())} MB, ` +
        `peak ${Math.round(shop.peakRssMb())} MB`,
    );
    expect(shop.peakRssMb()).toBeLessThan(500);
    expect(spooled()).toEqual([]);
  });

  it('answers a 100 MB upload with its Content-Length at once, not after the whole body', async () => {
    const res = await slowUpload('long-video.jpg', 100 * MB, 'length');
    console.log(`uploads: 100 MB upload with its length answered after ${res.sentMb} MB sent`);
    expect(res).toMatchObject({
      status: 413,
      connection: 'close',
      body: tooLarge('long-video.jpg'),
    });
    expect(res.sentMb).toBeLessThan(8);
    expect(spooled()).toEqual([]);
  });

  it('answers a chunked 100 MB upload as it passes 25 MB, not after the whole body', async () => {
    const res = await slowUpload('chunked-video.jpg', 100 * MB, 'chunked');
    console.log(`uploads: chunked 100 MB upload answered after ${res.sentMb} MB sent`);
    expect(res).toMatchObject({
      status: 413,
      connection: 'close',
      body: tooLarge('chunked-video.jpg'),
    });
    expect(res.sentMb).toBeGreaterThanOrEqual(25);
    expect(res.sentMb).toBeLessThan(32);
    expect(spooled()).toEqual([]);
    expect(shop.peakRssMb()).toBeLessThan(500);
  });

  it('removes the temporary file of an upload the phone gave up on', async () => {
    const abort = new AbortController();
    const { body } = streamedFile('cancelled.jpg', 20 * MB, async (sent) => {
      if (sent < 5 * MB) return;
      await until(() => spooled().length === 1, 'the upload is being written to disk');
      abort.abort();
    });
    await expect(upload(body, abort.signal)).rejects.toThrow();
    await until(() => spooled().length === 0, 'the temporary file is removed');
    expect(await shop.answers()).toBe(true);
    // The phone's choice, not the server's fault: the log must not raise an alarm for it.
    await until(() => shop.log().includes('request aborted by the client'), 'the log says so');
    expect(shop.log()).not.toContain('unhandled error');
  });

  it('stored none of them, and the shop still answers', async () => {
    expect(await recentImages()).toEqual([]);
    expect(await shop.answers()).toBe(true);
    expect(shop.peakRssMb()).toBeLessThan(500);
  });

  it('still stores a real photo, which the parent then sees', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer();
    const res = await uploadFile('beach.jpg', 'image/jpeg', photo);
    expect(res.status).toBe(200);
    const files = (res.body as unknown as { files: { name: string; thumbnail: string }[] }).files;
    expect(files.map((f) => f.name)).toEqual(['beach.jpg']);
    expect(await recentImages()).toHaveLength(1);
    const thumbnail = await fetch(`${shop.url}${files[0]?.thumbnail}`, { headers: { cookie } });
    expect(thumbnail.status).toBe(200);
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([640, 427]);
    expect(spooled()).toEqual([]);
  });

  it('a restart removes the temporary file of an upload the shop crashed in', async () => {
    let killed: Promise<void> | null = null;
    const { body } = streamedFile('crashed.jpg', 20 * MB, async (sent) => {
      if (sent < 5 * MB || killed) return;
      await until(() => spooled().length === 1, 'the upload is being written to disk');
      // Once: the stream may pull again while the shop starts anew.
      killed = shop.kill('SIGKILL');
    });
    await expect(upload(body)).rejects.toThrow();
    await killed; // the connection drops before the process is reaped
    expect(spooled()).toHaveLength(1);
    await shop.start();
    expect(spooled()).toEqual([]);
  }, 120_000);
});
