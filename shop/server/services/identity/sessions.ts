import { and, eq, getTableColumns, is, lt, ne, SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, sessions, userPictureSets, users } from '../../db/schema';
import { batched, fromJsonRow, hotStatement } from '../../db/hot';
import { newUuid, randomToken, randomTokens, sha256 } from '../../lib/crypto';

export type UserRow = typeof users.$inferSelect;
export type Lang = 'en' | 'nb' | 'sv';

export const SESSION_DAYS = 30;

export interface LoadedSession {
  id: string;
  user: UserRow | null;
  simulatedBy: UserRow | null;
  lang: Lang | null;
}

/** When a session made at `from` runs out. */
const sessionExpiry = (from: Date) => new Date(from.getTime() + SESSION_DAYS * 86_400_000);

function newSessionValues(token = randomToken()) {
  const row = { id: sha256(token), expiresAt: sessionExpiry(new Date()) };
  return { token, row };
}

/** Creates a session row; returns the token for the cookie (the row id is its hash). */
export async function createSession(
  db: Db,
  values: { userUuid: string | null; simulatedByUuid?: string | null; lang?: Lang | null },
): Promise<{ token: string; id: string }> {
  const { token, row } = newSessionValues();
  await db.insert(sessions).values({
    ...row,
    userUuid: values.userUuid,
    simulatedByUuid: values.simulatedByUuid ?? null,
    lang: values.lang ?? null,
  });
  return { token, id: row.id };
}

/**
 * The live sessions among the ids, with their users as JSON: one field a row for PGlite to
 * hand over instead of thirty-eight columns (200 sessions at once: 5 ms -> 2.5 ms).
 */
const readSessions = hotStatement<{
  id: string;
  lang: Lang | null;
  user_row: Record<string, unknown> | null;
  simulated_by: Record<string, unknown> | null;
}>(
  'sessions_read',
  (ids, now) => sql`
    select s.id, s.lang, row_to_json(u) as user_row, row_to_json(sb) as simulated_by
    from ${sessions} s
    left join ${users} u on u.uuid = s.user_uuid
    left join ${users} sb on sb.uuid = s.simulated_by_uuid
    where s.id = any(array(select json_array_elements_text(${ids}::json)))
      and s.expires_at > ${now}::timestamptz`,
);

/** Session rows with their users, for every id asked for at once (one statement). */
const loadSessionsById = batched(async (db: Db, ids: string[]) => {
  const rows = await readSessions(db, [
    JSON.stringify([...new Set(ids)]),
    new Date().toISOString(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id): LoadedSession | null => {
    const row = byId.get(id);
    if (!row) return null;
    // Each request gets its own objects: two requests of one session must not share them.
    return {
      id,
      user: row.user_row ? fromJsonRow(users, row.user_row) : null,
      simulatedBy: row.simulated_by ? fromJsonRow(users, row.simulated_by) : null,
      lang: row.lang,
    };
  });
});

/** The session a cookie's token names, if it exists and has not expired. */
export function loadSession(db: Db, token: string): Promise<LoadedSession | null> {
  return loadSessionsById(db, sha256(token));
}

/** A visitor who needs a user: with the session it has (or null for none yet). */
export interface VisitorAsk {
  sessionId: string | null;
  lang: Lang | null;
  /** The new user's language when the session has chosen none (the browser's). */
  userLang?: Lang;
  /** A picture set the new user is given at once (code verification). */
  grantSetUuid?: string | null;
}

/** The visitor's new anonymous user, and the new session when it had none (for the cookie). */
export interface Visitor {
  user: UserRow;
  session: { token: string; id: string } | null;
}

/** Columns an anonymous user's insert names; every other one takes the table's default. */
const anonymousColumns = new Set(['uuid', 'isAnonymous', 'lang', 'createdAt']);

/**
 * The other columns of a new anonymous user, from the schema's defaults (the migrations make
 * the table's defaults from the same schema), so the insert need not return the rows.
 */
const anonymousDefaults = Object.fromEntries(
  Object.entries(getTableColumns(users))
    .filter(([key]) => !anonymousColumns.has(key))
    .map(([key, column]) => {
      if (column.default !== undefined && !is(column.default, SQL)) return [key, column.default];
      if (column.default === undefined && !column.notNull) return [key, null];
      throw new Error(`users.${key}: say what an anonymous user holds in it (admitVisitors)`);
    }),
);

/** The users, sessions (new or named) and grants of a batch of visitors (see admitVisitors). */
const insertVisitors = hotStatement<never>(
  'visitors_admit',
  (asks, createdAt, expiresAt) => sql`
    with asked as (
      select * from json_to_recordset(${asks}::json) as a(
        user_uuid text, user_lang text, session_lang text,
        new_session_id text, old_session_id text, set_uuid text)
    ),
    new_sessions as (
      insert into ${sessions} (id, user_uuid, lang, expires_at)
      select new_session_id, user_uuid, session_lang, ${expiresAt}::timestamptz from asked
      where new_session_id is not null
    ),
    moved_sessions as (
      update ${sessions} set user_uuid = asked.user_uuid from asked
      where ${sessions.id} = asked.old_session_id
    ),
    grants as (
      insert into ${userPictureSets} (user_uuid, picture_set_uuid)
      select user_uuid, set_uuid from asked where set_uuid is not null
    )
    insert into ${users} (uuid, is_anonymous, lang, created_at)
    select user_uuid, true, user_lang, ${createdAt}::timestamptz from asked`,
);

/**
 * Anonymous users, their sessions and the picture sets they verified, for every visitor asking
 * at once, in one statement: a photo-day evening's flood of first visits costs one round trip
 * per batch instead of eight (begin, shop, users, carts, sessions, commit, grants), each about a
 * millisecond of PGlite's one thread. A user's cart is made when something is put in it (every
 * cart write does), not here. One statement is one transaction; the foreign keys are checked at
 * its end, on PostgreSQL as on PGlite. The asks travel as one JSON parameter, so the statement
 * is the same for any batch (and prepared); nothing comes back, the new rows are known here.
 */
const admitVisitors = batched(async (db: Db, asks: VisitorAsk[]) => {
  const createdAt = new Date();
  // randomBytes per token was 4 % of a flood of first visits: one read serves the batch.
  const tokens = randomTokens(asks.length);
  const made = asks.map((ask, i) => {
    // Object.assign, not a spread: spreading these defaults cost 3.6-3.9 µs a visitor as the
    // shop runs (tsx), Object.assign 0.2.
    const user = Object.assign({}, anonymousDefaults) as UserRow;
    user.uuid = newUuid();
    user.isAnonymous = true;
    user.lang = ask.lang ?? ask.userLang ?? 'en';
    user.createdAt = createdAt;
    return { user, session: ask.sessionId ? null : newSessionValues(tokens[i]) };
  });
  const rows = asks.map((ask, i) => ({
    user_uuid: made[i]?.user.uuid,
    user_lang: made[i]?.user.lang,
    session_lang: ask.lang,
    new_session_id: made[i]?.session?.row.id ?? null,
    old_session_id: ask.sessionId,
    set_uuid: ask.grantSetUuid ?? null,
  }));
  const expiresAt = sessionExpiry(createdAt);
  await insertVisitors(db, [
    JSON.stringify(rows),
    createdAt.toISOString(),
    expiresAt.toISOString(),
  ]);
  return made.map((m): Visitor => ({
    user: m.user,
    session: m.session && { token: m.session.token, id: m.session.row.id },
  }));
});

/** Gives a visitor an anonymous user (and a session, when it has none). */
export function admitVisitor(db: Db, ask: VisitorAsk): Promise<Visitor> {
  return admitVisitors(db, ask);
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
