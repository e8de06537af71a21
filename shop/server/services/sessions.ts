import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, sessions, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';

export type UserRow = typeof users.$inferSelect;
export type Lang = 'en' | 'nb' | 'sv';

export const SESSION_DAYS = 30;

export interface LoadedSession {
  id: string;
  user: UserRow | null;
  simulatedBy: UserRow | null;
  lang: Lang | null;
}

/** Creates a session row; returns the token for the cookie (the row id is its hash). */
export async function createSession(
  db: Db,
  values: { userUuid: string | null; simulatedByUuid?: string | null; lang?: Lang | null },
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const id = sha256(token);
  await db.insert(sessions).values({
    id,
    userUuid: values.userUuid,
    simulatedByUuid: values.simulatedByUuid ?? null,
    lang: values.lang ?? null,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return { token, id };
}

export async function loadSession(db: Db, token: string): Promise<LoadedSession | null> {
  const id = sha256(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  const user = row.userUuid ? await findUser(db, row.userUuid) : null;
  const simulatedBy = row.simulatedByUuid ? await findUser(db, row.simulatedByUuid) : null;
  return { id, user, simulatedBy, lang: row.lang };
}

async function findUser(db: Db, uuid: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.uuid, uuid));
  return user ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, except `keepId` when given. */
export async function deleteUserSessions(db: Db, userUuid: string, keepId?: string): Promise<void> {
  const ofUser = eq(sessions.userUuid, userUuid);
  await db.delete(sessions).where(keepId ? and(ofUser, ne(sessions.id, keepId)) : ofUser);
}

export async function setSessionUser(db: Db, id: string, userUuid: string): Promise<void> {
  await db.update(sessions).set({ userUuid }).where(eq(sessions.id, id));
}

export async function setSessionLang(db: Db, id: string, lang: Lang): Promise<void> {
  await db.update(sessions).set({ lang }).where(eq(sessions.id, id));
}

/**
 * Deletes expired sessions, then anonymous users no session names any more (with their sets'
 * links and carts): a visitor who entered a code and left is forgotten after the session ends.
 */
export async function pruneSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db
    .delete(users)
    .where(
      and(
        eq(users.isAnonymous, true),
        lt(users.createdAt, new Date(Date.now() - 86_400_000)),
        sql`not exists (select 1 from ${sessions} where ${sessions.userUuid} = ${users.uuid})`,
        sql`not exists (select 1 from ${orders} where ${orders.userUuid} = ${users.uuid})`,
      ),
    );
}
