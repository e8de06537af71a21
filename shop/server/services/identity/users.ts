import type { User } from '../../../contract/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldSetUuids } from '../pictures/holds';
import { carts, orderLines, userPictureSets, users } from '../../db/schema';
import { newUuid } from '../../lib/crypto';
import type { UserRow } from './sessions';

/** The user as the web client sees it. */
export function toUserDto(user: UserRow, simulatedBy: UserRow | null): User {
  return {
    uuid: user.uuid,
    name: user.name,
    emailAddress: user.email ?? '',
    lang: user.lang,
    mobilePhone: user.mobile,
    isAnonymousUser: user.isAnonymous,
    isSimulated: simulatedBy !== null,
    simulatedBy: simulatedBy
      ? { name: simulatedBy.name, emailAddress: simulatedBy.email ?? '' }
      : null,
    acceptMail: user.acceptMail,
    address: {
      address: user.address,
      address2: user.address2,
      postalCode: user.postalCode,
      city: user.city,
      state: user.state,
    },
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
}

export async function createAnonymousUser(db: Db, lang: UserRow['lang']): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ uuid: newUuid(), isAnonymous: true, lang })
    .returning();
  if (!user) throw new Error('Inserting the anonymous user returned nothing');
  return user;
}

/**
 * Moves an anonymous user's picture sets and cart lines into `target`, then deletes the
 * anonymous user. Returns the picture set uuids the target did not hold before.
 */
export async function mergeAnonymousUser(
  db: Db,
  anonymous: UserRow,
  target: UserRow,
): Promise<string[]> {
  if (!anonymous.isAnonymous || anonymous.uuid === target.uuid) return [];
  return db.transaction(async (tx) => {
    const heldSet = new Set(await heldSetUuids(tx, target.uuid));
    const incoming = await heldSetUuids(tx, anonymous.uuid);
    const added = incoming.filter((s) => !heldSet.has(s));
    if (added.length > 0) {
      await tx
        .insert(userPictureSets)
        .values(added.map((pictureSetUuid) => ({ userUuid: target.uuid, pictureSetUuid })));
    }
    const [fromCart] = await tx.select().from(carts).where(eq(carts.userUuid, anonymous.uuid));
    if (fromCart) {
      const [toCart] = await tx.select().from(carts).where(eq(carts.userUuid, target.uuid));
      if (toCart) {
        await tx
          .update(orderLines)
          .set({ cartUuid: toCart.uuid })
          .where(eq(orderLines.cartUuid, fromCart.uuid));
      } else {
        await tx.update(carts).set({ userUuid: target.uuid }).where(eq(carts.uuid, fromCart.uuid));
      }
    }
    await tx.delete(users).where(eq(users.uuid, anonymous.uuid));
    return added;
  });
}

export async function setUserLang(db: Db, userUuid: string, lang: UserRow['lang']): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.uuid, userUuid));
}
