import Stripe from 'stripe';
import type {
  CreatedProviderPayment,
  CreatePaymentInput,
  PaymentGateway,
  ProviderPaymentStatus,
  ProviderRefund,
} from './types';
import { ProviderCallError } from './types';

export interface StripeGatewayOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Tests only: a local stand-in instead of api.stripe.com. */
  readonly apiBase: string | null;
}

/** How long a hosted Checkout page stays payable (Stripe allows 30 minutes to 24 hours). */
export const STRIPE_SESSION_MINUTES = 30;

const STRIPE_LOCALES = new Set(['en', 'nb', 'sv']);

/** A Checkout Session event: the session's id, which the shop then reads back from Stripe. */
export interface StripeSessionEvent {
  readonly eventId: string;
  readonly type: string;
  /** null for an event about something else (the shop answers 200 and ignores it). */
  readonly sessionId: string | null;
  readonly transactionUuid: string | null;
}

export class StripeSignatureError extends Error {
  override readonly name = 'StripeSignatureError';
}

function declineReason(intent: Stripe.PaymentIntent | null): string {
  return intent?.last_payment_error?.message ?? 'The card payment was declined.';
}

/** Stripe's `amount`: the session's total, or the intent's received amount. */
function charged(session: Stripe.Checkout.Session): number {
  return session.amount_total ?? 0;
}

/**
 * Card and wallets (Apple Pay, Google Pay) on Stripe's hosted Checkout page: the card number
 * is typed on Stripe's page, never on ours. One Checkout Session per shop transaction, its id
 * the transaction uuid's idempotency key, so a repeated create finds the same session.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway & {
  /** Checks the Stripe-Signature header over the raw body; throws StripeSignatureError. */
  readEvent(rawBody: Buffer | string, signature: string | undefined): StripeSessionEvent;
} {
  const base = options.apiBase === null ? null : new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base === null
      ? {}
      : {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }),
  });

  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ProviderCallError(`Stripe ${what} failed: ${message}`);
    }
  };

  return {
    name: 'stripe',
    kind: 'card',

    async create(input: CreatePaymentInput): Promise<CreatedProviderPayment> {
      const expiresAt = new Date(input.now.getTime() + STRIPE_SESSION_MINUTES * 60_000);
      const session = await call('create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // One line with the server's total: the shop's own lines, discounts and delivery
            // are already priced and rounded; Stripe only charges the sum.
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                },
              },
            ],
            client_reference_id: input.transactionUuid,
            metadata: { transaction: input.transactionUuid },
            payment_intent_data: { metadata: { transaction: input.transactionUuid } },
            success_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(expiresAt.getTime() / 1000),
            locale: (STRIPE_LOCALES.has(input.locale) ? input.locale : 'auto') as 'auto',
          },
          { idempotencyKey: `checkout-${input.transactionUuid}` },
        ),
      );
      if (!session.url) throw new ProviderCallError('Stripe gave no Checkout page address');
      if (session.amount_total !== null && session.amount_total !== input.amount) {
        throw new ProviderCallError('Stripe’s session total is not the shop’s total');
      }
      return { ref: session.id, redirectUrl: session.url, expiresAt };
    },

    async status(ref: string): Promise<ProviderPaymentStatus> {
      const session = await call('read', () =>
        stripe.checkout.sessions.retrieve(ref, { expand: ['payment_intent'] }),
      );
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const intentId =
        typeof session.payment_intent === 'string' ? session.payment_intent : (intent?.id ?? null);
      if (session.status === 'complete' && session.payment_status === 'paid') {
        return { state: 'approved', amount: charged(session), chargeRef: intentId };
      }
      if (session.status === 'expired') return { state: 'expired' };
      // A delayed method (a bank debit) that failed after the page was completed.
      if (
        session.status === 'complete' &&
        (intent?.status === 'canceled' || intent?.status === 'requires_payment_method')
      ) {
        return { state: 'declined', reason: declineReason(intent) };
      }
      return { state: 'pending' };
    },

    async capture() {
      // Checkout takes the money when the parent pays: nothing is left to capture.
    },

    async cancel(ref: string) {
      const session = await call('read', () => stripe.checkout.sessions.retrieve(ref));
      if (session.status !== 'open') return;
      await call('expire', () => stripe.checkout.sessions.expire(ref));
    },

    async refund(ref, chargeRef, amount, currency, key): Promise<ProviderRefund> {
      let intent = chargeRef;
      if (intent === null) {
        const session = await call('read', () => stripe.checkout.sessions.retrieve(ref));
        intent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
      }
      if (intent === null)
        throw new ProviderCallError('This Stripe payment has no charge to refund');
      const refund = await call('refund', () =>
        stripe.refunds.create(
          { payment_intent: intent, amount, metadata: { currency } },
          { idempotencyKey: `refund-${key}` },
        ),
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new ProviderCallError(`Stripe refused the refund (${refund.status})`);
      }
      return { ref: refund.id, amount: refund.amount };
    },

    readEvent(rawBody, signature) {
      if (!signature) throw new StripeSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new StripeSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
      const object = event.data.object as unknown as { object?: unknown; id?: unknown };
      if (object.object !== 'checkout.session' || typeof object.id !== 'string') {
        return { eventId: event.id, type: event.type, sessionId: null, transactionUuid: null };
      }
      const session = object as unknown as Stripe.Checkout.Session;
      return {
        eventId: event.id,
        type: event.type,
        sessionId: session.id,
        transactionUuid: session.client_reference_id ?? session.metadata?.transaction ?? null,
      };
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
