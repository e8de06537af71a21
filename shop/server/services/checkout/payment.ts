import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import { Conflict, NotFound, Refused } from '../../lib/domain-errors';
import type { CardDetails } from '../payment/card';
import type { CardTransactionState } from '../payment/card-transaction';
import { CardTransactionMessages, payCardTransaction } from '../payment/card-transaction';
import type { MobileApprovalState } from '../payment/mobile-approval';
import { transitionMobileApproval } from '../payment/mobile-approval';
import { confirmTransaction, failTransaction, type TransactionRow } from '../orders/confirm';
import { hostedOf } from './hosted-payment';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

export const PaymentMessages = {
  declinedOnPhone: 'The payment was declined on the phone.',
  notFound: 'The payment was not found.',
  notCard: 'This payment is not a card payment.',
  notMobile: 'This payment is not a mobile payment.',
  notHosted: 'This payment is not with a payment provider.',
} as const;

export interface TransactionState {
  status: TransactionRow['status'];
  order: { uuid: string };
  reason: string | null;
  gateway: 'stripe' | 'vipps' | 'test';
  redirectUrl: string | null;
  /** True when this call confirmed the order (the confirmation mail goes out once). */
  confirmed: boolean;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

async function load(db: Db, uuid: string): Promise<TransactionRow> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.uuid, uuid));
  if (!row) throw new NotFound(PaymentMessages.notFound);
  return row;
}

/**
 * A transaction is its buyer's: only the signed-in user who made it reads or answers it (the
 * payment page and the phone's answer run in the buyer's own session). Anyone else gets the
 * 404 of an unknown transaction, so a leaked payment link neither pays, declines nor shows it.
 */
export async function ownTransaction(db: Db, uuid: string, userUuid: string | null): Promise<void> {
  const row = await load(db, uuid);
  if (userUuid === null || row.userUuid !== userUuid) {
    throw new NotFound(PaymentMessages.notFound);
  }
}

/** The built-in mobile gateway's phone: the page a parent answers a test mobile payment on. */
export const testPhonePath = (transactionUuid: string) =>
  checkoutAddresses.testPhone.path.replace(':transactionUuid', transactionUuid);

/** Where the parent answers an open payment: the provider's page, or the test phone's. */
function answerPage(row: TransactionRow): string | null {
  if (row.status !== 'pending' && row.status !== 'created') return null;
  const hosted = hostedOf(row);
  if (hosted !== null) return hosted.redirectUrl;
  // The test mobile gateway behaves like a provider: its request is answered elsewhere.
  return row.provider === 'mobile' && row.status === 'pending' ? testPhonePath(row.uuid) : null;
}

const view = (row: TransactionRow, confirmed = false): TransactionState => ({
  status: row.status,
  order: { uuid: row.orderUuid },
  reason: row.reason,
  gateway: hostedOf(row)?.gateway ?? 'test',
  // Only an open payment sends the parent on to where it is answered.
  redirectUrl: answerPage(row),
  confirmed,
});

/** Dates come back from JSON as strings: the mobile state as the core reads it. */
function mobileState(row: TransactionRow): MobileApprovalState {
  const stored = (row.payment as { approval?: Record<string, unknown> }).approval ?? {};
  const date = (v: unknown) => new Date(typeof v === 'string' ? v : 0);
  const phone = String(stored.mobilePhone ?? '');
  if (stored.status === 'pending') {
    return {
      status: 'pending',
      mobilePhone: phone,
      requestedAt: date(stored.requestedAt),
      expiresAt: date(stored.expiresAt),
    };
  }
  const status =
    stored.status === 'approved' || stored.status === 'declined' ? stored.status : 'expired';
  return { status, mobilePhone: phone, at: date(stored.at) };
}

/** Reads a transaction; a pending mobile request past its deadline expires here. */
export async function transactionState(db: Db, uuid: string, now: Date): Promise<TransactionState> {
  const row = await load(db, uuid);
  if (row.provider === 'mobile' && row.status === 'pending' && hostedOf(row) === null) {
    const next = transitionMobileApproval(mobileState(row), { type: 'check', at: now });
    if (next.state.status === 'expired') {
      await failTransaction(db, uuid, 'expired', 'The payment request has expired.', {
        ...row.payment,
        approval: json(next.state),
      });
      return view(await load(db, uuid));
    }
  }
  return view(row);
}

/** The test card gateway: approve confirms the order, decline leaves the cart as it was. */
export async function payWithCard(
  db: Db,
  uuid: string,
  card: CardDetails,
  now: Date,
  publicUrl: string,
): Promise<TransactionState> {
  const row = await load(db, uuid);
  if (row.provider !== 'card') throw new Conflict('payment-state', PaymentMessages.notCard);
  const card0 = (row.payment as { card?: CardTransactionState }).card ?? { status: 'created' };
  if (row.status !== 'created')
    throw new Conflict('payment-state', CardTransactionMessages.alreadyProcessed);
  const attempt = payCardTransaction(card0, card, now);
  if (!attempt.ok) throw new Refused('payment-refused', attempt.error);
  const state = attempt.state;
  const payment = { ...row.payment, card: json(state) };
  let confirmed = false;
  if (state.status === 'approved')
    confirmed = await confirmTransaction(db, uuid, payment, now, publicUrl);
  else if (state.status === 'declined') {
    await failTransaction(db, uuid, 'declined', state.reason, payment);
  }
  return view(await load(db, uuid), confirmed);
}

/** The buyer's answer on the phone for a mobile payment. */
export async function answerMobile(
  db: Db,
  uuid: string,
  answer: 'approve' | 'decline',
  now: Date,
  publicUrl: string,
): Promise<TransactionState> {
  const row = await load(db, uuid);
  if (row.provider !== 'mobile') throw new Conflict('payment-state', PaymentMessages.notMobile);
  const next = transitionMobileApproval(mobileState(row), { type: answer, at: now });
  if (!next.ok) throw new Conflict('payment-state', next.error);
  const payment = { ...row.payment, approval: json(next.state) };
  let confirmed = false;
  if (next.state.status === 'approved')
    confirmed = await confirmTransaction(db, uuid, payment, now, publicUrl);
  else if (next.state.status === 'declined') {
    await failTransaction(db, uuid, 'declined', PaymentMessages.declinedOnPhone, payment);
  }
  return view(await load(db, uuid), confirmed);
}
