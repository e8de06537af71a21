import { eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { Messages } from '../../../contract/errors';
import type { RegisterBody } from '../../../contract/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, newUuid } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/pg-errors';
import { findSetByCode, grantSet } from '../codes/codes';
import type { UserRow } from './sessions';
import { findUserByEmail, normaliseEmail } from './users';

export const MIN_REGISTER_PASSWORD = 6;

/** A register error: message, fields to flag and status. */
export class RegisterError extends Error {
  constructor(
    message: string,
    readonly fields: string[],
    readonly status: 400 | 409 = 400,
  ) {
    super(message);
  }
}

type Body = z.output<typeof RegisterBody>;

/** Mobile numbers in E.164; numbers without a country code are read as Norwegian. */
export function normaliseMobile(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'NO');
  return phone?.isValid() ? phone.format('E.164') : null;
}

function check(body: Body): { email: string; mobile: string } {
  const email = normaliseEmail(body.email);
  if (!z.email().safeParse(email).success)
    throw new RegisterError(Messages.invalidEmail, ['email']);
  if (body.password.length < MIN_REGISTER_PASSWORD)
    throw new RegisterError(Messages.tooShort, ['password']);
  if (body.confirm_password !== body.password) {
    throw new RegisterError(Messages.passwordsDontMatch, ['confirm_password']);
  }
  if (body.mobile.trim() === '') throw new RegisterError(Messages.required, ['mobile']);
  const mobile = normaliseMobile(body.mobile);
  if (!mobile) throw new RegisterError(Messages.invalidMobile, ['mobile']);
  if (!body.termsofservice) throw new RegisterError(Messages.termsNotAccepted, ['termsofservice']);
  return { email, mobile };
}

/**
 * Registers: the session's anonymous user becomes the account (keeping its sets and cart),
 * otherwise a new user is made. A code, when sent, adds its picture set.
 */
/** `lang`: the language the parent registers in (mails to them are written in it). */
export async function register(
  db: Db,
  input: Body,
  anonymous: UserRow | null,
  lang: UserRow['lang'] = 'en',
): Promise<UserRow> {
  const { email, mobile } = check(input);
  if (await findUserByEmail(db, email))
    throw new RegisterError(Messages.emailTaken, ['email'], 409);
  const match = input.code.trim() ? await findSetByCode(db, input.code) : null;
  if (input.code.trim() && !match) throw new RegisterError(Messages.codeNotValid, ['code']);
  const values = {
    email,
    mobile,
    passwordHash: await hashPassword(input.password),
    acceptMail: input.acceptmail,
    isAnonymous: false,
    lang,
  };
  let user: UserRow | undefined;
  try {
    [user] = anonymous?.isAnonymous
      ? await db.update(users).set(values).where(eq(users.uuid, anonymous.uuid)).returning()
      : await db
          .insert(users)
          .values({ uuid: newUuid(), ...values })
          .returning();
  } catch (error) {
    // Two registrations with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new RegisterError(Messages.emailTaken, ['email'], 409);
    throw error;
  }
  if (!user) throw new Error('Saving the registered user returned nothing');
  if (match) await grantSet(db, user.uuid, match.pictureSetUuid);
  return user;
}
