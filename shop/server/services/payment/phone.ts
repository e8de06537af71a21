import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { Messages } from '../../../contract/errors';

export const DEFAULT_PHONE_REGION: CountryCode = 'NO';

export type PhoneCheck =
  | { readonly ok: true; readonly e164: string; readonly country: CountryCode | undefined }
  | { readonly ok: false; readonly error: string };

/**
 * A number the mobile payment can reach: valid for its country and a mobile (or a
 * number plan that does not tell mobiles apart). Full metadata is needed for the type.
 */
export function checkMobilePhone(
  input: string,
  region: CountryCode = DEFAULT_PHONE_REGION,
): PhoneCheck {
  const phone = parsePhoneNumberFromString(input.trim(), region);
  if (phone === undefined || !phone.isValid()) return { ok: false, error: Messages.invalidMobile };
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    return { ok: false, error: Messages.invalidMobile };
  }
  return { ok: true, e164: phone.number, country: phone.country };
}
