/** The payment services that move real money: Stripe (card and wallets) and Vipps MobilePay. */
export type GatewayName = 'stripe' | 'vipps';

/** What the shop asks a provider to charge: all of it computed on the server. */
export interface CreatePaymentInput {
  /** The shop's transaction uuid: the provider's idempotency key and reference. */
  readonly transactionUuid: string;
  /** Integer minor units (øre, cents). */
  readonly amount: number;
  /** ISO 4217, e.g. NOK. */
  readonly currency: string;
  /** One line the parent sees at the provider, e.g. 'Keepsake order'. */
  readonly description: string;
  /** Where the provider sends the parent back after paying (or giving up). */
  readonly returnUrl: string;
  /** Where the parent lands after choosing to cancel at the provider. */
  readonly cancelUrl: string;
  /** E.164 (mobile payments). */
  readonly mobilePhone: string | null;
  /** The parent's language: en, nb or sv. */
  readonly locale: string;
  readonly now: Date;
}

/** A provider payment just created: where to send the parent. */
export interface CreatedProviderPayment {
  /** The provider's id of the payment (Stripe Checkout Session id, Vipps reference). */
  readonly ref: string;
  /** The provider's hosted page or landing page. */
  readonly redirectUrl: string;
  /** After this the provider itself gives the payment up. */
  readonly expiresAt: Date | null;
}

/** Where a provider payment stands, as the provider tells it now. */
export type ProviderPaymentStatus =
  | { readonly state: 'pending' }
  /** The money is taken (Stripe) or reserved (Vipps, captured once the order is confirmed). */
  | { readonly state: 'approved'; readonly amount: number; readonly chargeRef: string | null }
  | { readonly state: 'declined'; readonly reason: string }
  | { readonly state: 'expired' };

export interface ProviderRefund {
  /** The provider's id of the refund. */
  readonly ref: string;
  readonly amount: number;
}

/** A provider's answer that is not a payment's state: unreachable, refused, misconfigured. */
export class ProviderCallError extends Error {
  override readonly name = 'ProviderCallError';
}

/**
 * A payment service behind the shop's payment core. Every call is safe to repeat: creating
 * twice for one transaction gives the same payment, a second refund with the same key is the
 * first one.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Which of the shop's payment options it serves. */
  readonly kind: 'card' | 'mobile';
  create(input: CreatePaymentInput): Promise<CreatedProviderPayment>;
  /** Asks the provider (never a callback's body) where the payment stands. */
  status(ref: string): Promise<ProviderPaymentStatus>;
  /** Takes the reserved money once the order is confirmed (no-op where payment takes it). */
  capture(ref: string, amount: number, currency: string): Promise<void>;
  /** Gives up an unpaid payment (the parent cancelled) or releases a reservation. */
  cancel(ref: string): Promise<void>;
  /**
   * Pays back `amount` minor units of a paid payment. `key` makes a repeat the same refund
   * (the order's refund id), so a retried request never pays back twice.
   */
  refund(
    ref: string,
    chargeRef: string | null,
    amount: number,
    currency: string,
    key: string,
  ): Promise<ProviderRefund>;
}
