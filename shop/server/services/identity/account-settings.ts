import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js/max';
import {
  AccountMessages,
  INSPECTION_PACKAGE_PRODUCT_TYPE,
  PASSWORD_MIN_LENGTH,
} from '../../../contract/my-account';
import type { ReminderSubject, UpdateUserInfoBody } from '../../../contract/my-account';
import { Messages } from '../../../contract/errors';
import type { Subject } from '../../../contract/picture-sets';
import type { Db } from '../../db/client';
import { heldSubjects } from '../pictures/holds';
import { orderLines, orders, subjectReminders, subjects, users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { checkMobilePhone } from '../payment/phone';
import { deleteUserSessions, type UserRow } from './sessions';

/** A rejected form: the message and the fields to flag. */
export class FieldError extends Error {
  constructor(
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

/** Postal code shapes of the shop countries; others accept any short code. */
const POSTAL_CODES: Partial<Record<string, RegExp>> = {
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
};

/** Checks and stores the contact details; returns the updated user. */
export async function updateContactInfo(
  db: Db,
  user: UserRow,
  body: Required<UpdateUserInfoBody>,
  country: string,
): Promise<UserRow> {
  const name = body.name.trim();
  if (name === '') throw new FieldError(Messages.required, ['name']);
  const postalCode = body.postal_code.trim();
  const pattern = POSTAL_CODES[country];
  if (postalCode !== '' && pattern && !pattern.test(postalCode)) {
    throw new FieldError(AccountMessages.invalidPostalCode, ['postal_code']);
  }
  let mobile = '';
  if (body.mobile.trim() !== '') {
    const phone = checkMobilePhone(body.mobile, country as CountryCode);
    if (!phone.ok) throw new FieldError(phone.error, ['mobile']);
    mobile = phone.e164;
  }
  const [updated] = await db
    .update(users)
    .set({
      name,
      address: body.address.trim(),
      address2: body.address2.trim(),
      postalCode,
      city: body.city.trim(),
      mobile,
    })
    .where(eq(users.uuid, user.uuid))
    .returning();
  if (!updated) throw new Error('The user to update is gone');
  return updated;
}

/** The password change rule: the first broken rule's message, or null. */
export function passwordProblem(password: string, retyped: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AccountMessages.passwordTooShort;
  if (password !== retyped) return AccountMessages.passwordsMustMatch;
  return null;
}

/** Sets a new password; every other session of the user ends, `keepSessionId` stays. */
export async function changePassword(
  db: Db,
  userUuid: string,
  password: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.uuid, userUuid));
  await deleteUserSessions(db, userUuid, keepSessionId);
}

export async function setAcceptMail(db: Db, userUuid: string, acceptMail: boolean) {
  const [updated] = await db
    .update(users)
    .set({ acceptMail })
    .where(eq(users.uuid, userUuid))
    .returning();
  if (!updated) throw new Error('The user to update is gone');
  return updated;
}

/** Subjects with a package for inspection in one of the user's confirmed orders. */
export async function packageForInspectionSubjects(db: Db, userUuid: string): Promise<Subject[]> {
  const rows = await db
    .selectDistinct({ uuid: subjects.uuid, name: subjects.name, group: subjects.isGroup })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .innerJoin(subjects, eq(subjects.uuid, orderLines.subjectUuid))
    .where(
      and(
        eq(orders.userUuid, userUuid),
        isNotNull(orders.confirmTime),
        eq(orderLines.productType, INSPECTION_PACKAGE_PRODUCT_TYPE),
      ),
    );
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every subject the user holds with its reminder setting (on unless turned off). */
export async function listReminders(db: Db, userUuid: string): Promise<ReminderSubject[]> {
  const held = await heldSubjects(db, userUuid);
  const settings = await db
    .select()
    .from(subjectReminders)
    .where(eq(subjectReminders.userUuid, userUuid));
  const enabled = new Map(settings.map((s) => [s.subjectUuid, s.remindersEnabled]));
  return held
    .map((s) => ({ name: s.name, uuid: s.uuid, remindersEnabled: enabled.get(s.uuid) ?? true }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Stores the reminder settings of subjects the user holds. False (nothing stored) when one of
 * them is not the user's.
 */
export async function setReminders(
  db: Db,
  userUuid: string,
  changes: ReminderSubject[],
): Promise<boolean> {
  if (changes.length === 0) return true;
  const uuids = [...new Set(changes.map((c) => c.uuid))];
  const held = await heldSubjects(db, userUuid, uuids);
  if (held.length !== uuids.length) return false;
  const last = new Map(changes.map((c) => [c.uuid, c.remindersEnabled]));
  await db
    .insert(subjectReminders)
    .values(
      [...last].map(([subjectUuid, remindersEnabled]) => ({
        userUuid,
        subjectUuid,
        remindersEnabled,
      })),
    )
    .onConflictDoUpdate({
      target: [subjectReminders.userUuid, subjectReminders.subjectUuid],
      set: { remindersEnabled: sql`excluded.reminders_enabled` },
    });
  return true;
}
