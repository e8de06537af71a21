import type { CardDecision, CardDetails } from './card';
import { checkCard, decideCardPayment } from './card';

/** A test gateway transaction: created, then approved or declined once (final). */
export type CardTransactionState =
  | { readonly status: 'created' }
  | { readonly status: 'approved'; readonly last4: string; readonly at: Date }
  | {
      readonly status: 'declined';
      readonly last4: string;
      readonly reason: string;
      readonly at: Date;
    };

export const CardTransactionMessages = {
  alreadyProcessed: 'This payment has already been processed.',
} as const;

export type CardAttempt =
  | { readonly ok: true; readonly state: CardTransactionState }
  /** The form was not valid: the transaction stays created, the shopper may try again. */
  | { readonly ok: false; readonly error: string };

export function createCardTransaction(): CardTransactionState {
  return { status: 'created' };
}

function settled(decision: CardDecision, at: Date): CardTransactionState {
  return decision.outcome === 'approved'
    ? { status: 'approved', last4: decision.last4, at }
    : { status: 'declined', last4: decision.last4, reason: decision.reason, at };
}

/** Pays a created transaction with the hosted page's card details. */
export function payCardTransaction(
  state: CardTransactionState,
  card: CardDetails,
  now: Date,
): CardAttempt {
  if (state.status !== 'created')
    return { ok: false, error: CardTransactionMessages.alreadyProcessed };
  const check = checkCard(card, now);
  if (!check.ok) return check;
  return { ok: true, state: settled(decideCardPayment(check.number), now) };
}
