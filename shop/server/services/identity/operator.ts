import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { operatorTokens } from '../../db/schema';
import { randomToken } from '../../lib/crypto';

/** A simulation link stays valid this long, and only once. */
export const SIMULATION_LINK_MINUTES = 15;

const Payload = z.object({
  staff: z.string(),
  customer: z.string(),
  exp: z.number(),
  nonce: z.string(),
});
export type SimulationGrant = z.infer<typeof Payload>;

/**
 * The key that signs simulation links, kept in DATA_DIR so the operator command can sign links
 * without opening the database the running server holds.
 */
export function operatorSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'operator-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
}

function sign(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** A signed one-time token letting `staffEmail` act as `customerEmail`. */
export function createSimulationToken(
  secret: Buffer,
  staffEmail: string,
  customerEmail: string,
  validMs = SIMULATION_LINK_MINUTES * 60_000,
): string {
  const payload: SimulationGrant = {
    staff: staffEmail.toLowerCase(),
    customer: customerEmail.toLowerCase(),
    exp: Date.now() + validMs,
    nonce: randomToken(),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The grant of a valid, unexpired, unused token (the use is recorded), else null. */
export async function redeemSimulationToken(
  db: Db,
  secret: Buffer,
  token: string,
): Promise<SimulationGrant | null> {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const grant = Payload.safeParse(json);
  if (!grant.success || grant.data.exp < Date.now()) return null;
  const used = await db
    .insert(operatorTokens)
    .values({ nonce: grant.data.nonce })
    .onConflictDoNothing()
    .returning();
  return used.length > 0 ? grant.data : null;
}
