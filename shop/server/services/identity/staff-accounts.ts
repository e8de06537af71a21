import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, newUuid, randomToken } from '../../lib/crypto';
import { newResetLink } from './password-reset';

/**
 * Makes `email` a staff account, new or existing, and returns a single-use link to choose its
 * password. A new account gets a random password nobody knows, so it has no usable password
 * until the link is opened; an existing account keeps its password.
 */
export async function makeStaffAccount(
  db: Db,
  email: string,
  publicUrl: string,
): Promise<{ link: string; created: boolean }> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, address));
  let uuid = existing?.uuid;
  if (existing) {
    await db.update(users).set({ role: 'staff' }).where(eq(users.uuid, existing.uuid));
  } else {
    uuid = newUuid();
    await db.insert(users).values({
      uuid,
      email: address,
      passwordHash: await hashPassword(randomToken()),
      role: 'staff',
    });
  }
  return { link: await newResetLink(db, uuid ?? '', publicUrl), created: !existing };
}
