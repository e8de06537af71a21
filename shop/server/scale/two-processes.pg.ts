// Two shop processes on one PostgreSQL and one S3 bucket (each with a data folder of its own,
// as two machines have), started together, behind a round-robin balancer on loopback: a
// parent's journey crosses them request by request (code, registration, the editor, cart,
// checkout, receipt), a surge of parents buys at once, the limits hold as for one process, the
// queued mail and lab jobs are each done by exactly one of them, and a stopped process finishes
// what it began.
import { request as httpRequest, createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAddresses } from '../../contract/addresses/account';
import { cartLineAddresses } from '../../contract/addresses/cart-lines';
import { templateAddresses } from '../../contract/addresses/templates';
import { codeRoutes, normaliseAccessCode } from '../../contract/codes';
import { pathFor } from '../../contract/http';
import { pictureUrl } from '../../contract/picture-urls';
import { openDatabase, type Database } from '../db/client';
import { accessCodes, fulfilmentJobs, orders, outbox, pictures, users } from '../db/schema';
import { S3Storage } from '../storage';
import { DEMO_CODES, demoUuid } from '../demo/demo-accounts';
import { demoProductUuid } from '../demo/product-catalogue';
import { postage, TEST_CARD } from '../routes/checkout/test-cart';
import { shownTotal } from '../test/buy-now';
import { Browser } from '../test/client';
import { createScratchDatabase, testPostgresUrl, type ScratchDatabase } from '../test/database';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { freePort, ShopProcess } from '../test/shop-process';

let scratch: ScratchDatabase;
let database: Database;
let dataDirs: string[] = [];
let s3: TestS3Server | undefined;
let shops: ShopProcess[] = [];
let balancer: Server;
let env: Record<string, string> = {};
/** The subject of every mail the SMTP server below received, in order. */
const mailed: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      mailed.push(/^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '');
      callback();
    });
  },
});
let smtpUrl = '';
let base = '';
/** Which process answered each request, in order. */
const served: number[] = [];

/**
 * Sends each request to the next process in turn, as a round-robin load balancer does. Like a
 * real balancer it keeps an idle client connection open longer than the client does (Node's
 * 5 s default raced the test's own keep-alive on a loaded machine: a request sent on a socket
 * the balancer was closing failed with ECONNRESET).
 */
function roundRobin(): Server {
  let next = 0;
  const server = createServer((req, res) => {
    const index = next++ % shops.length;
    served.push(index);
    const target = new URL(shops[index]?.url ?? '');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.headers['x-forwarded-for'] ?? '127.0.0.1',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  return server;
}

/**
 * An app-like handle whose requests go over HTTP through the balancer, so the test helpers
 * (Browser, newCustomer, addPrintLine) drive the real processes; `db` is the shared database.
 */
function throughBalancer(): FastifyInstance {
  return {
    db: database.db,
    async inject(options: {
      method: string;
      url: string;
      payload?: object;
      headers?: Record<string, string>;
      remoteAddress?: string;
    }) {
      const headers: Record<string, string> = {
        ...options.headers,
        'x-forwarded-for': options.remoteAddress ?? '127.0.0.1',
      };
      let body: string | undefined;
      if (options.payload !== undefined) {
        body = JSON.stringify(options.payload);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(`${base}${options.url}`, {
        method: options.method,
        headers,
        body,
        redirect: 'manual',
      });
      const text = await res.text();
      const cookies = res.headers.getSetCookie().map((line) => {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const maxAge = attributes.find((a) => /^\s*max-age=/i.test(a));
        return {
          name: pair.slice(0, at).trim(),
          value: pair.slice(at + 1).trim(),
          ...(maxAge ? { maxAge: Number(maxAge.split('=')[1]) } : {}),
        };
      });
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers),
        body: text,
        json: () => JSON.parse(text) as unknown,
        cookies,
      };
    },
  } as unknown as FastifyInstance;
}

beforeAll(async () => {
  const server = testPostgresUrl();
  if (!server) throw new Error('This suite runs in the pg project (npm run test:pg)');
  scratch = await createScratchDatabase(server);
  // The pictures live in one bucket; nothing else is shared but the database.
  s3 = await startTestS3Server(['keepsake-two']);
  env = {
    DATABASE_URL: scratch.url,
    STORAGE: 's3',
    S3_BUCKET: 'keepsake-two',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'keepsake-two-')));
  shops = await Promise.all(
    dataDirs.map(async (dataDir) => new ShopProcess(dataDir, await freePort(), { env })),
  );
  // Started together, as a deploy starts them: they migrate and fill the database in turn.
  await Promise.all(shops.map((shop) => shop.start(300_000)));
  database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  balancer = roundRobin();
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 400_000);

afterAll(async () => {
  await new Promise((resolve) => balancer?.close(resolve));
  for (const shop of shops) await shop.stop();
  await database?.close();
  await scratch?.drop();
  await s3?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const POSTAGE = demoUuid('delivery-option:postage');
const CARD_15 = demoProductUuid('card-15x15');
const WINTER = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001';

/**
 * A parent as the web client makes one: the code from the letter (an anonymous visitor holding
 * the set), then an account registered with that code, signed in by the answer.
 */
async function parentWithCode(shop: FastifyInstance, email: string): Promise<Browser> {
  const b = new Browser(shop);
  const code = await b.get(`${codeRoutes.verify.path}?code=${DEMO_CODES.sofie}`);
  expect(code.statusCode).toBe(200);
  expect(code.json()).toMatchObject({ valid: true });
  const registered = await b.post(accountAddresses.register.path, {
    email,
    code: DEMO_CODES.sofie,
    mobile: '912 34 567',
    password: 'secret-pass',
    confirm_password: 'secret-pass',
    acceptmail: false,
    termsofservice: true,
  });
  expect(registered.statusCode).toBe(200);
  return b;
}

type TemplateItem = {
  template: { uuid: string; version: number };
  year: number;
  userResources: unknown[];
};

/**
 * The editor's calls for one card: the product's designs filled with the parent's pictures,
 * the chosen design, add to cart, then the line opened again and saved with a new quantity (as
 * "update cart" does). Returns the cart line's uuid.
 */
async function designCard(b: Browser, quantity: number): Promise<string> {
  const choices = await b.get(pathFor(templateAddresses.byProduct.path, { productUuid: CARD_15 }));
  expect(choices.statusCode).toBe(200);
  const item = (choices.json() as { items: TemplateItem[] }).items.find(
    (i) => i.template.uuid === WINTER,
  );
  if (!item) throw new Error('The card has no winter design');
  const template = { uuid: item.template.uuid, version: item.template.version };
  const design = await b.get(
    pathFor(templateAddresses.byUuidVersion.path, {
      templateUuid: template.uuid,
      version: String(template.version),
    }),
  );
  expect(design.statusCode).toBe(200);
  const templateData = { year: item.year, userResources: item.userResources };
  const added = await b.post(cartLineAddresses.add.path, {
    productUuid: CARD_15,
    template,
    templateData,
    lines: [{ quantity: 1, subProductUuids: [] }],
  });
  expect(added.statusCode).toBe(200);
  const [line] = (added.json() as { orderLineUuids: string[] }).orderLineUuids;
  if (!line) throw new Error('No cart line added');
  const address = pathFor(cartLineAddresses.one.path, { orderLineUuid: line });
  const opened = await b.get(address);
  expect(opened.statusCode).toBe(200);
  const saved = await b.request({
    method: 'PUT',
    url: pathFor(cartLineAddresses.update.path, { orderLineUuid: line }),
    payload: { template, templateData, quantity, subProductUuids: [] },
  });
  expect(saved.statusCode).toBe(200);
  expect((await b.get(address)).json()).toMatchObject({ line: { uuid: line, quantity } });
  return line;
}
const CARD = demoUuid('payment:card');

/**
 * Opens the checkout, sends Buy now and pays by card `attempts` times at once; returns how many
 * different transactions were approved (the same Buy now sent twice is one transaction).
 */
async function buy(b: Browser, attempts: number): Promise<number> {
  const opened = await b.post('/api/webshop/checkout');
  expect(opened.statusCode).toBe(200);
  const checkoutUuid = (opened.json() as { checkoutUuid: string }).checkoutUuid;
  const total = await shownTotal(b, checkoutUuid, {
    deliveryOptionUuid: POSTAGE,
    paymentOptionUuid: CARD,
  });
  const created = await Promise.all(
    Array.from({ length: attempts }, () =>
      b.post(`/api/webshop/checkout/${checkoutUuid}/transaction`, {
        deliveryOptionUuid: POSTAGE,
        paymentOptionUuid: CARD,
        deliveryOptionData: postage,
        paymentOptionData: {},
        client: 'mobile',
        comment: '',
        total,
      }),
    ),
  );
  const transactions = created
    .filter((r) => r.statusCode === 200)
    .map((r) => (r.json() as { transaction: { uuid: string } }).transaction.uuid);
  const paid = await Promise.all(
    transactions.map((uuid) => b.post(`/api/webshop/payment/${uuid}/card`, TEST_CARD)),
  );
  const approved = transactions.filter(
    (_, i) =>
      paid[i]?.statusCode === 200 && (paid[i]?.json() as { status: string }).status === 'approved',
  );
  return new Set(approved).size;
}

async function confirmedOrders(email: string): Promise<number> {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  const rows = await database.db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(and(eq(orders.userUuid, user?.uuid ?? ''), isNotNull(orders.confirmTime)));
  return rows.length;
}

describe('two shop processes on one PostgreSQL behind a round-robin balancer', () => {
  it("carry a parent's journey across both: code, sign-in, editor, cart, checkout, receipt", async () => {
    const shop = throughBalancer();
    served.length = 0;
    const visitor = new Browser(shop);
    const code = await visitor.get(`${codeRoutes.verify.path}?code=${DEMO_CODES.class4b}`);
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ valid: true });
    // A picture of the set, asked of each process in turn: both read it from the one bucket
    // (only one of them seeded it).
    const [picture] = await database.db
      .select({ uuid: pictures.uuid })
      .from(pictures)
      .innerJoin(accessCodes, eq(accessCodes.pictureSetUuid, pictures.pictureSetUuid))
      .where(eq(accessCodes.code, normaliseAccessCode(DEMO_CODES.class4b)))
      .limit(1);
    for (const _process of [0, 1]) {
      const shown = await visitor.get(pictureUrl(picture?.uuid ?? '', { size: '320' }));
      expect(shown.statusCode).toBe(200);
      expect(String(shown.headers['content-type'])).toMatch(/^image\//);
    }

    const email = `journey-${Date.now()}@keepsake.test`;
    const parent = await parentWithCode(shop, email);
    const line = await designCard(parent, 2);
    const cart = await parent.get('/api/webshop/cart/priced');
    expect(cart.statusCode).toBe(200);
    expect(
      (cart.json() as { cart: { orderLines: { uuid: string; quantity: number }[] } }).cart
        .orderLines,
    ).toMatchObject([{ uuid: line, quantity: 2 }]);

    expect(await buy(parent, 1)).toBe(1);
    const receipt = await parent.get('/ajax/user/get_order_list.php');
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toHaveLength(1);
    // The session made on one process was honoured by the other.
    expect(new Set(served)).toEqual(new Set([0, 1]));
  });

  it('take a surge of parents buying at once: every line kept, one order each', async () => {
    const shop = throughBalancer();
    const emails = Array.from({ length: 12 }, (_, i) => `surge-${i}-${Date.now()}@keepsake.test`);
    const approved = await Promise.all(
      emails.map(async (email) => {
        const parent = await parentWithCode(shop, email);
        await designCard(parent, 1);
        await designCard(parent, 3);
        const cart = await parent.get('/api/webshop/cart/priced');
        expect((cart.json() as { cart: { orderLines: unknown[] } }).cart.orderLines).toHaveLength(
          2,
        );
        // A double tap on Pay, each tap reaching another process.
        return buy(parent, 3);
      }),
    );
    expect(approved).toEqual(emails.map(() => 1));
    for (const email of emails) expect(await confirmedOrders(email)).toBe(1);
  });

  it('refuse the eleventh code guess a minute from one address, as one process does', async () => {
    const guesser = new Browser(throughBalancer());
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        guesser.get(`${codeRoutes.verify.path}?code=NOPE-${i}`).then((r) => r.statusCode),
      ),
    );
    expect(answers.filter((s) => s !== 429)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(20);
  });

  it('claim the background work once: each queued mail sent once, each lab job written once', async () => {
    // The orders above left their confirmation mails queued (no SMTP yet) and their lab jobs
    // queued (test mode runs no lab worker).
    const mails = await database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNotNull(outbox.orderUuid)));
    const queued = await database.db
      .select({ orderUuid: fulfilmentJobs.orderUuid })
      .from(fulfilmentJobs)
      .where(eq(fulfilmentJobs.state, 'queued'));
    expect(mails.length).toBeGreaterThanOrEqual(13);
    expect(queued).toHaveLength(mails.length);
    // Both restarted at once as `npm start` runs them (mail and lab workers on), with SMTP: each
    // drains the outbox and the lab queue from its first moment, side by side.
    await Promise.all(shops.map((shop) => shop.stop()));
    shops = await Promise.all(
      dataDirs.map(
        async (dataDir) =>
          new ShopProcess(dataDir, await freePort(), {
            mode: 'demo',
            env: { ...env, SMTP_URL: smtpUrl },
          }),
      ),
    );
    await Promise.all(shops.map((shop) => shop.start(300_000)));
    // Waits until nothing is left to do, or a lab job failed (its error is shown below).
    const busy = async () => {
      const [unsent, jobs] = await Promise.all([
        database.db
          .select({ uuid: outbox.uuid })
          .from(outbox)
          .where(and(isNull(outbox.sentAt), isNotNull(outbox.orderUuid))),
        database.db.select().from(fulfilmentJobs),
      ]);
      if (jobs.some((j) => j.error !== null)) return false;
      return unsent.length > 0 || jobs.some((j) => j.state !== 'done');
    };
    while (await busy()) await new Promise((resolve) => setTimeout(resolve, 500));

    // Every mail reached the SMTP server once: no subject missing, none twice.
    expect([...mailed].sort()).toEqual(mails.map((m) => m.subject).sort());
    // Every lab job was claimed once (a claim counts an attempt) and is in the bucket whole.
    const jobs = await database.db.select().from(fulfilmentJobs);
    expect(jobs.map((j) => [j.state, j.attempts, j.error])).toEqual(
      jobs.map(() => ['done', 1, null]),
    );
    const bucket = new S3Storage({
      bucket: env.S3_BUCKET ?? '',
      endpoint: s3?.endpoint ?? null,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    try {
      const manifests = (await bucket.list('lab-jobs/')).filter((key) =>
        key.endsWith('/manifest.json'),
      );
      expect(manifests.sort()).toEqual(
        queued.map((j) => `lab-jobs/${j.orderUuid}/manifest.json`).sort(),
      );
    } finally {
      await bucket.close();
    }
  }, 900_000);

  it('finish a request in flight when told to stop, then exit cleanly', async () => {
    const [first] = shops;
    if (!first) throw new Error('no shop');
    const body = JSON.stringify({ email: 'nobody@keepsake.test', password: 'wrong-password' });
    const target = new URL(first.url);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: 'POST',
          path: '/api/webshop/login',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now; the rest after the process was told to stop.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.stopNow();
        setTimeout(() => req.end(body.slice(10)), 1_000);
      }, 500);
    });
    const res = await answer;
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toHaveProperty('error');
    expect(await first.exited()).toBe(0);
  });
});
