/** Card details as typed on the test gateway's hosted payment page. */
export interface CardDetails {
  readonly number: string;
  readonly expiryMonth: number;
  /** Two or four digits (27 or 2027). */
  readonly expiryYear: number;
  readonly cvc: string;
}

export const CardMessages = {
  invalidNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry date',
  expired: 'The card has expired.',
  invalidCvc: 'Invalid security code',
  declined: 'The card was declined.',
  insufficientFunds: 'The card has insufficient funds.',
  notATestCard: 'The test gateway accepts only its test cards.',
} as const;

export type CardDecision =
  | { readonly outcome: 'approved'; readonly last4: string }
  | { readonly outcome: 'declined'; readonly last4: string; readonly reason: string };

/**
 * The test gateway's deterministic rule: these numbers approve or decline as listed;
 * any other number that passes Luhn is declined as not a test card, so no real card
 * is ever charged or accepted.
 */
export const TEST_CARDS: ReadonlyMap<string, string | null> = new Map([
  ['4242424242424242', null],
  ['5555555555554444', null],
  ['4000000000000002', CardMessages.declined],
  ['4000000000009995', CardMessages.insufficientFunds],
]);

export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

export type CardCheck =
  { readonly ok: true; readonly number: string } | { readonly ok: false; readonly error: string };

/** Form checks: number (12–19 digits, Luhn), expiry (valid through its month), CVC. */
export function checkCard(card: CardDetails, now: Date): CardCheck {
  const number = normaliseCardNumber(card.number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, error: CardMessages.invalidNumber };
  }
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  if (
    !Number.isInteger(card.expiryMonth) ||
    card.expiryMonth < 1 ||
    card.expiryMonth > 12 ||
    !Number.isInteger(year) ||
    year < 2000 ||
    year > 2099
  ) {
    return { ok: false, error: CardMessages.invalidExpiry };
  }
  const firstDayAfterExpiry = Date.UTC(year, card.expiryMonth, 1);
  if (now.getTime() >= firstDayAfterExpiry) return { ok: false, error: CardMessages.expired };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, error: CardMessages.invalidCvc };
  return { ok: true, number };
}

/** Decides a payment attempt with valid details by the TEST_CARDS rule. */
export function decideCardPayment(number: string): CardDecision {
  const last4 = number.slice(-4);
  if (!TEST_CARDS.has(number)) {
    return { outcome: 'declined', last4, reason: CardMessages.notATestCard };
  }
  const reason = TEST_CARDS.get(number) ?? null;
  return reason === null ? { outcome: 'approved', last4 } : { outcome: 'declined', last4, reason };
}
