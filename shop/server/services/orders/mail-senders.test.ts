// Two shop processes on one database both deliver the queued order mail: each mail must reach
// the customer exactly once. In the `pg` test project (PostgreSQL) the two senders have a connection
// pool each, as two servers do; on PGlite (one process) they share the one connection.
import type { AddressInfo } from 'node:net';
import { isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { createScratchDatabase, openTestDatabase, testPostgresUrl } from '../../test/database';
import { createMailer, MAIL_LEASE_MS } from '../mail/mail';

// A real SMTP server on loopback, a little slow (as a real one is), so the senders overlap.
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((r) => r.address));
      setTimeout(callback, 5);
    });
  },
});

let smtpUrl = '';
let first: Database;
let second: Database;
let dropDatabase = async () => {};

/** Two connections to one fresh database: two pools on PostgreSQL, the same PGlite otherwise. */
async function openTwice(): Promise<[Database, Database]> {
  const server = testPostgresUrl();
  if (!server) {
    const database = await openTestDatabase();
    return [database, database];
  }
  const scratch = await createScratchDatabase(server);
  dropDatabase = () => scratch.drop();
  const a = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  await a.migrate();
  const b = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  return [a, b];
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  [first, second] = await openTwice();
});
afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
  await dropDatabase();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Queues `count` order confirmations, as confirming orders does, to distinct customers. */
async function queue(prefix: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    uuid: crypto.randomUUID(),
    to: `${prefix}-${i}@keepsake.test`,
    subject: `Order confirmation ${i}`,
    text: 'Thank you for your order.',
    html: '<p>Thank you for your order.</p>',
    orderUuid: crypto.randomUUID(),
  }));
  await first.db.insert(outbox).values(rows);
  return rows.map((r) => r.to);
}

const timesReceived = (to: string) => received.filter((r) => r === to).length;

describe('two senders on one outbox', () => {
  it('deliver each queued mail exactly once when they drain it at the same time', async () => {
    const addresses = await queue('twice', 30);
    const a = createMailer(first.db, { smtpUrl, from: 'shop@keepsake.test' });
    const b = createMailer(second.db, { smtpUrl, from: 'shop@keepsake.test' });
    await Promise.all([a.deliverQueued(), b.deliverQueued(), a.deliverQueued()]);
    await Promise.all([a.close(), b.close()]);
    expect(addresses.map(timesReceived)).toEqual(addresses.map(() => 1));
    expect(await first.db.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
  });

  it("take over a crashed sender's mail once its lease has passed, and not before", async () => {
    const [address] = await queue('crashed', 1);
    // Another sender claimed it just now and died before sending: its lease runs on.
    await first.db
      .update(outbox)
      .set({ claimedUntil: new Date(Date.now() + MAIL_LEASE_MS) })
      .where(isNull(outbox.sentAt));
    const sender = createMailer(second.db, { smtpUrl, from: 'shop@keepsake.test' });
    await sender.deliverQueued();
    expect(timesReceived(address ?? '')).toBe(0);
    await first.db
      .update(outbox)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(isNull(outbox.sentAt));
    await sender.deliverQueued();
    await sender.close();
    expect(timesReceived(address ?? '')).toBe(1);
  });
});
