import type { CardTransactionState } from './card-transaction';
import { createCardTransaction } from './card-transaction';
import type { MobileApprovalState } from './mobile-approval';
import { MOBILE_APPROVAL_TIMEOUT_MS, startMobileApproval } from './mobile-approval';
import type {
  PaymentConfig,
  PaymentForm,
  PaymentFormCheck,
  PaymentOptionRules,
  VerifiedPaymentData,
} from './payment-form';
import { checkPaymentForm, DEFAULT_PAYMENT_CONFIG } from './payment-form';
import type { PersonalId } from './personal-id';

export type PaymentProviderKind = 'invoice' | 'mobile' | 'card';

/**
 * Providers that are simulations and move no money (test gateways): all three built-in ones.
 * A production shop takes them only when told to (ALLOW_TEST_PAYMENTS=1).
 */
export const TEST_GATEWAYS: ReadonlySet<PaymentProviderKind> = new Set<PaymentProviderKind>([
  'invoice',
  'mobile',
  'card',
]);

/** Where a transaction stands; approved, declined and expired are final. */
export type TransactionStatus = 'created' | 'pending' | 'approved' | 'declined' | 'expired';

/** A transaction's payment right after creation, per provider. */
export type StartedPayment =
  /** Invoice: granted once the buyer's id and age are verified; paid later by invoice. */
  | { readonly kind: 'invoice'; readonly status: 'approved'; readonly personalId: PersonalId }
  /** Mobile: a request waits on the buyer's phone. */
  | { readonly kind: 'mobile'; readonly status: 'pending'; readonly approval: MobileApprovalState }
  /** Card: waits for the card details on the hosted payment page. */
  | { readonly kind: 'card'; readonly status: 'created'; readonly card: CardTransactionState };

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** What this provider needs from the form, whatever the option's own flags say. */
  readonly rules: PaymentOptionRules;
  /** Checks the payment form against the provider's and the option's rules. */
  checkForm(form: PaymentForm, now: Date, option?: PaymentOptionRules): PaymentFormCheck;
  /** Begins the payment of a new transaction from verified form data. */
  start(data: VerifiedPaymentData, now: Date): StartedPayment;
  /**
   * Pays back `amount` (minor units) of an approved payment: the payment's state with the
   * refund recorded. A payment is refunded once; a second refund throws PaymentProviderError.
   */
  refund(payment: Record<string, unknown>, amount: number, now: Date): Record<string, unknown>;
}

/** What a refund leaves in the payment's state. */
export interface RefundRecord {
  amount: number;
  at: string;
  /** card and mobile: money sent back; invoice: the invoice is credited. */
  method: 'payback' | 'credit-note';
}

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

function provider(
  kind: PaymentProviderKind,
  rules: PaymentOptionRules,
  config: PaymentConfig,
  start: (data: VerifiedPaymentData, now: Date) => StartedPayment,
): PaymentProvider {
  return {
    kind,
    rules,
    checkForm(form, now, option) {
      const combined = {
        verifyMobile: rules.verifyMobile || (option?.verifyMobile ?? false),
        requirePersonNo: rules.requirePersonNo || (option?.requirePersonNo ?? false),
      };
      return checkPaymentForm(combined, form, now, config);
    },
    start,
    refund(payment, amount, now) {
      if (payment.refund) throw new PaymentProviderError('This payment is already refunded');
      if (!Number.isInteger(amount) || amount < 0)
        throw new PaymentProviderError('A refund is a whole, positive amount');
      // The built-in providers are simulations: the refund is recorded, no money moves.
      const refund: RefundRecord = {
        amount,
        at: now.toISOString(),
        method: kind === 'invoice' ? 'credit-note' : 'payback',
      };
      return { ...payment, refund };
    },
  };
}

export interface PaymentProvidersConfig extends PaymentConfig {
  readonly mobileApprovalTimeoutMs: number;
}

export const DEFAULT_PROVIDERS_CONFIG: PaymentProvidersConfig = {
  ...DEFAULT_PAYMENT_CONFIG,
  mobileApprovalTimeoutMs: MOBILE_APPROVAL_TIMEOUT_MS,
};

/**
 * The three built-in providers, all simulations that move no money: invoice (needs a verified
 * personal id number), mobile approval (answered on the payment page before a deadline) and card
 * (test card numbers). A production start refuses them unless ALLOW_TEST_PAYMENTS=1.
 */
export function createPaymentProviders(
  config: PaymentProvidersConfig = DEFAULT_PROVIDERS_CONFIG,
): Readonly<Record<PaymentProviderKind, PaymentProvider>> {
  return {
    invoice: provider('invoice', { verifyMobile: false, requirePersonNo: true }, config, (data) => {
      if (data.personalId === null) {
        throw new PaymentProviderError('An invoice needs a verified personal id number');
      }
      return { kind: 'invoice', status: 'approved', personalId: data.personalId };
    }),
    mobile: provider(
      'mobile',
      { verifyMobile: true, requirePersonNo: false },
      config,
      (data, now) => {
        if (data.mobilePhone === null) {
          throw new PaymentProviderError('A mobile payment needs a verified mobile phone number');
        }
        const approval = startMobileApproval(data.mobilePhone, now, config.mobileApprovalTimeoutMs);
        return { kind: 'mobile', status: 'pending', approval };
      },
    ),
    card: provider('card', { verifyMobile: false, requirePersonNo: false }, config, () => ({
      kind: 'card',
      status: 'created',
      card: createCardTransaction(),
    })),
  };
}
