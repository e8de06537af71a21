// Crash safety: the real shop is killed with SIGKILL at random moments while 50 parents check
// out, and restarted on the same data directory; the parents retry what a browser would retry.
// Afterwards the database must hold: every approved payment with exactly one confirmed order, no
// confirmed order without an approved payment, and every cart that did not become an order with
// its lines. The kill moments come from a seeded generator: CRASH_SEED=<seed> repeats a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { carts, orderLines, orders, paymentTransactions, users } from '../db/schema';
import { DEMO_EXPRESS_PICKUP } from '../demo/checkout';
import { DEMO_CODES, DEMO_SUBJECTS, demoUuid } from '../demo/demo-accounts';
import { freePort, ShopProcess } from '../test/shop-process';

const CHECKOUTS = 50;
const WORKERS = 4;
const MAX_KILLS = Number(process.env.CRASH_KILLS ?? 5);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** mulberry32: small, seeded, good enough to spread kill moments. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };
const CARD_15 = demoUuid('product:card-15x15');
const STORE = demoUuid('delivery-option:store');
const CARD = demoUuid('payment:card');
const APPROVED_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** What each parent does: most pay, some are declined, some leave before paying. */
type Plan = 'pay' | 'declined' | 'abandon';
const planOf = (i: number): Plan => (i % 10 === 3 ? 'declined' : i % 10 === 7 ? 'abandon' : 'pay');

interface Outcome {
  email: string;
  plan: Plan;
  /** The cart's line uuids as the parent last saw them before 'Buy now'. */
  cartLines: string[];
  retries: number;
}

let shop: ShopProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-crash-'));
  shop = new ShopProcess(dataDir, await freePort());
  await shop.start();
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A parent's phone: its own address and cookies; a call lost to a crash is sent again. */
class Phone {
  private cookies = new Map<string, string>();
  retries = 0;

  constructor(
    private readonly ip: string,
    private readonly log: (line: string) => void,
  ) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown) {
    for (;;) {
      try {
        const res = await fetch(`${shop.url}${url}`, {
          method,
          headers: {
            'x-forwarded-for': this.ip,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair = ''] = c.split(';');
          const at = pair.indexOf('=');
          this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const text = await res.text();
        return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, text };
      } catch (error) {
        // The connection died with the shop: wait until it is back, then send again.
        this.retries += 1;
        this.log(`${method} ${url}: ${(error as Error).message}; retrying`);
        while (!(await shop.answers())) await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  async ok(method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await this.call(method, url, body);
    if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${res.text}`);
    return res.body as Record<string, unknown>;
  }
}

let templateData: unknown = null;

async function checkout(i: number, log: (line: string) => void): Promise<Outcome> {
  const plan = planOf(i);
  const email = `crash.${SEED}.${i}@example.test`;
  const phone = new Phone(`10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`, log);
  const verified = await phone.ok(
    'GET',
    `/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.emma}`,
  );
  expect(verified.valid).toBe(true);
  const account = {
    email,
    code: DEMO_CODES.emma,
    mobile: '+47 912 34 569',
    password: 'crash-safety',
    confirm_password: 'crash-safety',
    acceptmail: false,
    termsofservice: true,
  };
  const created = await phone.call('POST', '/ajax/create.php', account);
  // Registered before the crash, but the answer was lost: the parent signs in instead.
  if (created.status === 409) await phone.ok('POST', '/api/webshop/login', account);
  else if (created.status !== 200) throw new Error(`register answered ${created.status}`);

  templateData ??= await phone.ok('POST', '/api/webshop/user/templates/fill-template', {
    template: { uuid: WINTER.uuid },
    subject: { uuid: DEMO_SUBJECTS.emma },
  });
  await phone.ok('POST', '/api/webshop/cart/template-lines', {
    productUuid: CARD_15,
    template: WINTER,
    templateData,
    lines: [{ quantity: 1 + (i % 3) }],
  });
  const priced = await phone.ok('GET', '/api/webshop/cart/priced');
  const lines = (priced.cart as { orderLines: { uuid: string }[] }).orderLines;
  const cartLines = lines.map((l) => l.uuid).sort();

  const opened = await phone.ok('POST', '/api/webshop/checkout');
  const checkoutUuid = String(opened.checkoutUuid);
  const base = `/api/webshop/checkout/${checkoutUuid}`;
  await phone.ok(
    'GET',
    `${base}/delivery-options/${STORE}/payment-options?pickupLocationUuid=${DEMO_EXPRESS_PICKUP}`,
  );
  const chosen = await phone.ok(
    'GET',
    `${base}/delivery-options/${STORE}/payment-options/${CARD}?pickupLocationUuid=${DEMO_EXPRESS_PICKUP}`,
  );
  const made = await phone.ok('POST', `${base}/transaction`, {
    deliveryOptionUuid: STORE,
    paymentOptionUuid: CARD,
    deliveryOptionData: {
      deliveryAddress: null,
      contactInfo: { name: 'Kari Nordmann', emailAddress: email },
      pickupLocationUuid: DEMO_EXPRESS_PICKUP,
    },
    paymentOptionData: {},
    client: 'mobile',
    total: (chosen.cart as { summary: { totalPrice: { amount: number } } }).summary.totalPrice
      .amount,
  });
  const transaction = (made.transaction as { uuid: string }).uuid;
  if (plan === 'abandon') return { email, plan, cartLines, retries: phone.retries };

  const number = plan === 'pay' ? APPROVED_CARD : DECLINED_CARD;
  const paid = await phone.call('POST', `/api/webshop/payment/${transaction}/card`, {
    number,
    expiryMonth: 12,
    expiryYear: 2040,
    cvc: '123',
  });
  // 409: the payment went through before the crash; the payment page reads its state.
  if (paid.status !== 200 && paid.status !== 409)
    throw new Error(`card answered ${paid.status}: ${paid.text}`);
  const state = await phone.ok('GET', `/api/webshop/payment/${transaction}`);
  expect(state.status).toBe(plan === 'pay' ? 'approved' : 'declined');
  return { email, plan, cartLines, retries: phone.retries };
}

describe('crash safety', () => {
  it(`keeps payments, orders and carts consistent across SIGKILLs (seed ${SEED})`, async () => {
    console.log(`crash-safety: seed ${SEED} (CRASH_SEED=${SEED} repeats the kill moments)`);
    const rand = random(SEED);
    const events: string[] = [];
    const log = (line: string) => events.push(line);
    const outcomes: Outcome[] = [];
    let next = 0;
    let done = false;
    const started = Date.now();

    const workers = Array.from({ length: WORKERS }, async () => {
      while (next < CHECKOUTS) {
        const i = next;
        next += 1;
        outcomes.push(await checkout(i, log));
      }
    });
    let kills = 0;
    const restarts: number[] = [];
    const killer = (async () => {
      while (!done && kills < MAX_KILLS) {
        await new Promise((r) => setTimeout(r, 200 + rand() * 1500));
        if (done) break;
        await shop.kill('SIGKILL');
        kills += 1;
        const down = Date.now();
        await shop.start();
        restarts.push(Date.now() - down);
        log(`kill ${kills} at ${down - started} ms, up again after ${Date.now() - down} ms`);
      }
    })();
    try {
      await Promise.all(workers);
    } finally {
      done = true;
      await killer;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const retries = outcomes.reduce((n, o) => n + o.retries, 0);
    console.log(
      `crash-safety: ${CHECKOUTS} checkouts, ${kills} kills, ${retries} retried calls, ${seconds} s (restarts took ${restarts.join(', ')} ms)`,
    );
    expect(outcomes).toHaveLength(CHECKOUTS);
    expect(kills).toBeGreaterThan(0);

    // The invariants, read from the database itself after a clean stop.
    await shop.stop();
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: path.join(dataDir, 'db'),
    });
    try {
      const db = database.db;
      const emails = outcomes.map((o) => o.email);
      const parents = await db.select().from(users).where(inArray(users.email, emails));
      expect(parents).toHaveLength(CHECKOUTS);
      // The run's own orders (the demo data holds an order that is not a web order).
      const ours = new Set(parents.map((u) => u.uuid));
      const allOrders = (await db.select().from(orders)).filter((o) => ours.has(o.userUuid));
      const transactions = (await db.select().from(paymentTransactions)).filter((t) =>
        ours.has(t.userUuid),
      );
      const approved = transactions.filter((t) => t.status === 'approved');
      const orderByUuid = new Map(allOrders.map((o) => [o.uuid, o]));

      // Every approved payment has exactly one confirmed order of its own.
      for (const t of approved) {
        expect(orderByUuid.get(t.orderUuid)?.confirmTime, `order of ${t.uuid}`).toBeTruthy();
      }
      expect(new Set(approved.map((t) => t.orderUuid)).size).toBe(approved.length);
      // One paid transaction per checkout: nobody pays twice.
      expect(new Set(approved.map((t) => t.checkoutUuid)).size).toBe(approved.length);
      // No confirmed order without an approved payment; no order without a transaction.
      const approvedOrders = new Set(approved.map((t) => t.orderUuid));
      for (const o of allOrders.filter((o) => o.confirmTime !== null)) {
        expect(approvedOrders.has(o.uuid), `payment of order ${o.uuid}`).toBe(true);
      }
      const withTransaction = new Set(transactions.map((t) => t.orderUuid));
      for (const o of allOrders) expect(withTransaction.has(o.uuid)).toBe(true);

      // Per parent: what they paid for is one order; what they did not still is in the cart.
      for (const outcome of outcomes) {
        const user = parents.find((u) => u.email === outcome.email);
        if (!user) throw new Error(`no user ${outcome.email}`);
        const confirmed = allOrders.filter(
          (o) => o.userUuid === user.uuid && o.confirmTime !== null,
        );
        const [cart] = await db.select().from(carts).where(eq(carts.userUuid, user.uuid));
        const inCart = cart
          ? (await db.select().from(orderLines).where(eq(orderLines.cartUuid, cart.uuid)))
              .map((l) => l.uuid)
              .sort()
          : [];
        expect(outcome.cartLines.length, outcome.email).toBeGreaterThan(0);
        if (outcome.plan === 'pay') {
          expect(confirmed, `${outcome.email} confirmed orders`).toHaveLength(1);
          const [order] = confirmed;
          const bought = await db
            .select()
            .from(orderLines)
            .where(eq(orderLines.orderUuid, order?.uuid ?? ''));
          expect(bought).toHaveLength(outcome.cartLines.length);
          expect(inCart, `${outcome.email} cart after paying`).toEqual([]);
        } else {
          expect(confirmed, `${outcome.email} confirmed orders`).toHaveLength(0);
          expect(inCart, `${outcome.email} cart kept`).toEqual(outcome.cartLines);
        }
      }
    } finally {
      await database.close();
    }
    if (events.length > 0) console.log(`crash-safety events:\n${events.join('\n')}`);
  }, 600_000);
});
