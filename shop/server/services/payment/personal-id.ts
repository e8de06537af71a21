/**
 * Norwegian personal id numbers (fødselsnummer, 11 digits: DDMMYY, a 3-digit individual
 * number, two mod-11 check digits). D-numbers add 4 to the first day digit, H-numbers
 * add 4 to the first month digit; both are accepted.
 */
export interface PersonalId {
  readonly value: string;
  readonly kind: 'birth-number' | 'd-number' | 'h-number';
  readonly birthDate: { readonly year: number; readonly month: number; readonly day: number };
}

export const PersonalIdMessages = {
  invalid: 'Invalid personal id number',
  tooYoung: 'You must be at least %s years old to pay by invoice.',
} as const;

const FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: readonly number[], weights: readonly number[]): number | null {
  const total = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  const digit = 11 - (total % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** The century follows from the individual number (Skatteetaten's allocation table). */
function fullYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (individual >= 900 && yy >= 40) return 1900 + yy;
  if (yy <= 39) return 2000 + yy;
  return null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Parses spaces and dashes away; null when the number is not a valid personal id. */
export function parsePersonalId(input: string): PersonalId | null {
  const value = input.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(value)) return null;
  const digits = [...value].map(Number);
  if (checkDigit(digits, FIRST_WEIGHTS) !== digits[9]) return null;
  if (checkDigit(digits, SECOND_WEIGHTS) !== digits[10]) return null;

  let day = Number(value.slice(0, 2));
  let month = Number(value.slice(2, 4));
  let kind: PersonalId['kind'] = 'birth-number';
  if (day > 40) {
    day -= 40;
    kind = 'd-number';
  } else if (month > 40) {
    month -= 40;
    kind = 'h-number';
  }
  const year = fullYear(Number(value.slice(4, 6)), Number(value.slice(6, 9)));
  if (year === null || !isRealDate(year, month, day)) return null;
  return { value, kind, birthDate: { year, month, day } };
}

/** Whole years of age on `on` (UTC calendar date); a 29 February birthday counts on 1 March. */
export function ageOn(birthDate: PersonalId['birthDate'], on: Date): number {
  const years = on.getUTCFullYear() - birthDate.year;
  const month = on.getUTCMonth() + 1;
  const beforeBirthday =
    month < birthDate.month || (month === birthDate.month && on.getUTCDate() < birthDate.day);
  return beforeBirthday ? years - 1 : years;
}

export type PersonalIdCheck =
  { readonly ok: true; readonly id: PersonalId } | { readonly ok: false; readonly error: string };

/**
 * Invoice rule of docs/rules/purchase.md §5: a valid personal id number of someone at least
 * `minimumAge`.
 */
export function checkPersonalIdForInvoice(
  input: string,
  now: Date,
  minimumAge: number,
): PersonalIdCheck {
  const id = parsePersonalId(input);
  if (id === null) return { ok: false, error: PersonalIdMessages.invalid };
  const age = ageOn(id.birthDate, now);
  if (age < 0) return { ok: false, error: PersonalIdMessages.invalid };
  if (age < minimumAge) {
    return { ok: false, error: PersonalIdMessages.tooYoung.replace('%s', String(minimumAge)) };
  }
  return { ok: true, id };
}
