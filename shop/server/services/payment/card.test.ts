import { describe, expect, it } from 'vitest';
import type { CardDetails } from './card';
import { checkCard, decideCardPayment, luhnValid } from './card';
import { createCardTransaction, payCardTransaction } from './card-transaction';

const now = new Date('2026-11-23T09:00:00Z');
const card: CardDetails = {
  number: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
};

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['79927398713', true],
    ['4242424242424241', false],
    ['79927398710', false],
    ['42a2', false],
    ['', false],
  ])('%s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('checkCard', () => {
  it.each<[Partial<CardDetails>, string | null]>([
    [{}, null],
    [{ number: '4242-4242-4242-4242', expiryYear: 30 }, null],
    [{ number: '4242424242424241' }, 'Invalid card number'],
    [{ number: '42424242424' }, 'Invalid card number'],
    [{ expiryMonth: 13 }, 'Invalid expiry date'],
    [{ expiryMonth: 0 }, 'Invalid expiry date'],
    [{ expiryMonth: 11, expiryYear: 2026 }, null], // valid through November
    [{ expiryMonth: 10, expiryYear: 2026 }, 'The card has expired.'],
    [{ cvc: '12' }, 'Invalid security code'],
    [{ cvc: '12a' }, 'Invalid security code'],
    [{ cvc: '1234' }, null],
  ])('%j', (changes, error) => {
    const result = checkCard({ ...card, ...changes }, now);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error });
  });
});

describe('decideCardPayment', () => {
  it.each([
    ['4242424242424242', 'approved', undefined],
    ['5555555555554444', 'approved', undefined],
    ['4000000000000002', 'declined', 'The card was declined.'],
    ['4000000000009995', 'declined', 'The card has insufficient funds.'],
    ['4111111111111111', 'declined', 'The test gateway accepts only its test cards.'],
  ])('%s is %s', (number, outcome, reason) => {
    expect(decideCardPayment(number)).toEqual({
      outcome,
      last4: number.slice(-4),
      ...(reason ? { reason } : {}),
    });
  });
});

describe('card transactions', () => {
  it('approves once and then refuses another attempt', () => {
    const paid = payCardTransaction(createCardTransaction(), card, now);
    expect(paid).toEqual({ ok: true, state: { status: 'approved', last4: '4242', at: now } });
    if (!paid.ok) return;
    expect(payCardTransaction(paid.state, card, now)).toEqual({
      ok: false,
      error: 'This payment has already been processed.',
    });
  });

  it('declines by the rule and leaves a created transaction alone on a form error', () => {
    const declined = payCardTransaction(
      createCardTransaction(),
      { ...card, number: '4000000000000002' },
      now,
    );
    expect(declined).toMatchObject({
      ok: true,
      state: { status: 'declined', reason: 'The card was declined.' },
    });
    expect(payCardTransaction(createCardTransaction(), { ...card, cvc: '' }, now)).toEqual({
      ok: false,
      error: 'Invalid security code',
    });
  });
});
