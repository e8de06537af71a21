import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatAccessCode } from '../../../contract/codes';
import { Messages } from '../../../contract/errors';
import { SHARE_LIMIT_PER_HOUR, SHARE_MAX_RECIPIENTS, ShareMessages } from '../../../contract/share';
import type { Db } from '../../db/client';
import { heldBy } from '../pictures/holds';
import { accessCodes, pictureSets, shareMails, subjects } from '../../db/schema';
import { newUuid } from '../../lib/crypto';
import { mailText } from '../../lib/i18n/texts';
import { escapeHtml, type Mailer } from './mail';
import type { UserRow } from '../identity/sessions';
import { normaliseEmail } from '../identity/users';

/** Why a share was refused, with the HTTP status to answer. */
export class ShareError extends Error {
  constructor(
    readonly status: 400 | 404 | 429 | 502,
    message: string,
  ) {
    super(message);
  }
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Only non-empty entries that pass e-mail validation are sent; duplicates once. */
export function validRecipients(entries: string[]): string[] {
  const emails = entries.map(normaliseEmail).filter((e) => e !== '' && isEmail(e));
  return [...new Set(emails)];
}

interface SharedSet {
  name: string;
  code: string;
}

/** The shared sets with one access code each; null when the user does not hold one of them. */
async function setsToShare(db: Db, userUuid: string, subjectUuids: string[]) {
  const rows = await db
    .select({ subject: subjects.uuid, name: subjects.name, code: accessCodes.code })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(accessCodes, eq(accessCodes.pictureSetUuid, pictureSets.uuid))
    .where(and(heldBy(userUuid), inArray(subjects.uuid, subjectUuids)));
  const bySubject = new Map<string, SharedSet>();
  for (const row of rows) {
    if (!bySubject.has(row.subject))
      bySubject.set(row.subject, { name: row.name, code: formatAccessCode(row.code) });
  }
  return subjectUuids.every((s) => bySubject.has(s))
    ? subjectUuids.map((s) => bySubject.get(s) as SharedSet)
    : null;
}

async function sentInLastHour(db: Db, userUuid: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shareMails)
    .where(
      and(
        eq(shareMails.userUuid, userUuid),
        gt(shareMails.createdAt, new Date(Date.now() - 3_600_000)),
      ),
    );
  return row?.count ?? 0;
}

export function shareMail(sender: UserRow, sets: SharedSet[], shopUrl: string, shopName: string) {
  const from = sender.name.trim() || (sender.email ?? '');
  const lines = sets.map((s) => `${s.name}: ${s.code}`);
  // In the sender's language: the recipients are not users, and are most likely family.
  const lang = sender.lang;
  const hi = mailText(lang, 'greeting');
  const note = mailText(lang, 'shareCodeNote');
  const [openBefore = '', openAfter = ''] = mailText(lang, 'shareOpen').split('{url}');
  return {
    subject: mailText(lang, 'shareSubject', { from }),
    text: [
      hi,
      '',
      mailText(lang, 'shareIntro', { from, shop: shopName }),
      mailText(lang, 'shareOpen', { url: `${shopUrl}/` }),
      '',
      ...lines,
      '',
      note,
    ].join('\n'),
    html: `<p>${escapeHtml(hi)}</p><p>${escapeHtml(mailText(lang, 'shareIntro', { from, shop: shopName }))}</p><p>${escapeHtml(openBefore)}<a href="${escapeHtml(shopUrl)}/">${escapeHtml(shopUrl)}</a>${escapeHtml(openAfter)}</p><ul>${sets
      .map((s) => `<li>${escapeHtml(s.name)}: <strong>${escapeHtml(s.code)}</strong></li>`)
      .join('')}</ul><p>${escapeHtml(note)}</p>`,
  };
}

/**
 * Mails each recipient the codes of the shared sets. Returns the recipients mailed; throws
 * ShareError for what the client should show.
 */
export async function sharePictureSets(
  db: Db,
  mailer: Mailer,
  sender: UserRow,
  input: { emails: string[]; subjectUuids: string[]; shopUrl: string; shopName: string },
): Promise<string[]> {
  const recipients = validRecipients(input.emails);
  const subjectUuids = [...new Set(input.subjectUuids.filter((s) => s.trim() !== ''))];
  if (recipients.length === 0) throw new ShareError(400, ShareMessages.noRecipient);
  if (recipients.length > SHARE_MAX_RECIPIENTS)
    throw new ShareError(400, ShareMessages.tooManyRecipients);
  if (subjectUuids.length === 0) throw new ShareError(400, ShareMessages.noPictureSet);
  const sets = await setsToShare(db, sender.uuid, subjectUuids);
  if (!sets) throw new ShareError(404, Messages.notFound);
  if ((await sentInLastHour(db, sender.uuid)) + recipients.length > SHARE_LIMIT_PER_HOUR) {
    throw new ShareError(429, ShareMessages.rateLimited);
  }
  const mail = shareMail(sender, sets, input.shopUrl, input.shopName);
  for (const to of recipients) {
    // Counted before sending, so a failing mail service cannot be used to get around the limit.
    await db
      .insert(shareMails)
      .values({ uuid: newUuid(), userUuid: sender.uuid, recipient: to, subjectUuids });
    try {
      await mailer.send({ to, ...mail });
    } catch {
      throw new ShareError(502, ShareMessages.sendFailed);
    }
  }
  return recipients;
}
