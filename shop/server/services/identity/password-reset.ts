import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { escapeHtml, type Mailer } from '../mail/mail';
import { mailText } from '../../lib/i18n/texts';
import { deleteUserSessions, type UserRow } from './sessions';

export const RESET_HOURS = 24;

/** Stores a new single-use code for the user (valid RESET_HOURS) and returns its reset link. */
export async function newResetLink(db: Db, userUuid: string, publicUrl: string): Promise<string> {
  const code = randomToken();
  await db.insert(passwordResets).values({
    codeHash: sha256(code),
    userUuid,
    expiresAt: new Date(Date.now() + RESET_HOURS * 3_600_000),
  });
  return `${publicUrl}/reset-password?resetcode=${encodeURIComponent(code)}`;
}

/** Stores a new single-use code for the user and mails the reset link. */
export async function sendResetLink(
  db: Db,
  mailer: Mailer,
  user: UserRow,
  publicUrl: string,
): Promise<void> {
  const link = await newResetLink(db, user.uuid, publicUrl);
  // In the user's language; the link is always the shop's public address, never the request's
  // Host (which a caller chooses, and would then receive the code).
  const lang = user.lang;
  const greeting = (name: string) =>
    name ? mailText(lang, 'greetingNamed', { name }) : mailText(lang, 'greeting');
  const validity = mailText(lang, 'resetValidity', { hours: RESET_HOURS });
  await mailer.send({
    to: user.email ?? '',
    subject: mailText(lang, 'resetSubject'),
    text: `${greeting(user.name)}\n\n${mailText(lang, 'resetOpenLink')}\n${link}\n\n${validity}\n`,
    html: `<p>${greeting(escapeHtml(user.name))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(mailText(lang, 'resetLinkText'))}</a></p><p>${escapeHtml(validity)}</p>`,
  });
}

const usable = (code: string) =>
  and(
    eq(passwordResets.codeHash, sha256(code)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

export async function isResetCodeValid(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ u: passwordResets.userUuid })
    .from(passwordResets)
    .where(usable(code));
  return rows.length > 0;
}

/**
 * Consumes the code and sets the password; ends the user's sessions except `keepSessionId`.
 * Gives the account's e-mail address; null when the code is unknown, used or expired.
 */
export async function resetPassword(
  db: Db,
  code: string,
  password: string,
  keepSessionId: string | null,
): Promise<string | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(usable(code))
    .returning({ userUuid: passwordResets.userUuid });
  if (!used) return null;
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.uuid, used.userUuid))
    .returning({ email: users.email });
  // Older links of the same user stop working too.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userUuid, used.userUuid), isNull(passwordResets.usedAt)));
  await deleteUserSessions(db, used.userUuid, keepSessionId ?? undefined);
  return user?.email ?? null;
}
