import { Client } from '@vippsmobilepay/sdk';
import { redirectOrigin } from './sdk-base-url';
import type {
  CreatedProviderPayment,
  CreatePaymentInput,
  PaymentGateway,
  ProviderPaymentStatus,
  ProviderRefund,
} from './types';
import { ProviderCallError } from './types';

export interface VippsGatewayOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly subscriptionKey: string;
  readonly merchantSerialNumber: string;
  /** Vipps MobilePay's test environment (apitest): no money moves. */
  readonly testEnvironment: boolean;
  /** Tests only: a local stand-in instead of Vipps MobilePay. */
  readonly apiBase: string | null;
}

/** Why a Vipps MobilePay payment did not go through, as the parent reads it (translated). */
export const VippsMessages = {
  aborted: 'The payment was cancelled in Vipps MobilePay.',
  terminated: 'The payment was stopped in Vipps MobilePay.',
} as const;

/** How long the parent has to answer in the app before Vipps MobilePay expires the payment. */
export const VIPPS_PAYMENT_MINUTES = 10;

type SdkResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const e = error as { title?: unknown; detail?: unknown; error_description?: unknown };
    return String(e.detail ?? e.title ?? e.error_description ?? JSON.stringify(error));
  }
  return String(error);
}

/** E.164 (+4791234567) as Vipps MobilePay writes it: country code and number, no plus. */
const vippsPhone = (e164: string) => e164.replace(/^\+/, '');

/**
 * Mobile payment through Vipps MobilePay's ePayment API: the parent is sent to the Vipps
 * landing page (or the app on a phone), approves there, and comes back; the shop learns the
 * result by reading the payment from the API (after a callback or while the page polls). The
 * reference is the shop's transaction uuid, so a payment is created once per transaction.
 * The reserved amount is captured once the order is confirmed.
 */
export function createVippsGateway(options: VippsGatewayOptions): PaymentGateway {
  if (options.apiBase !== null) {
    redirectOrigin('https://api.vipps.no', options.apiBase);
    redirectOrigin('https://apitest.vipps.no', options.apiBase);
  }
  const client = Client({
    merchantSerialNumber: options.merchantSerialNumber,
    subscriptionKey: options.subscriptionKey,
    useTestMode: options.testEnvironment,
    retryRequests: options.apiBase === null,
    systemName: 'keepsake',
    systemVersion: '1',
  });

  let token: { value: string; until: number } | null = null;
  const accessToken = async (): Promise<string> => {
    if (token !== null && token.until > Date.now()) return token.value;
    const answer = (await client.auth.getToken(
      options.clientId,
      options.clientSecret,
    )) as SdkResult<{ access_token: string; expires_in?: string | number }>;
    if (!answer.ok)
      throw new ProviderCallError(`Vipps MobilePay sign-in failed: ${errorText(answer.error)}`);
    const seconds = Number(answer.data.expires_in ?? 3600);
    // Renewed a minute early, so no call goes out with a token about to lapse.
    token = { value: answer.data.access_token, until: Date.now() + (seconds - 60) * 1000 };
    return token.value;
  };

  const call = async <T>(what: string, run: (token: string) => Promise<unknown>): Promise<T> => {
    const answer = (await run(await accessToken())) as SdkResult<T>;
    if (!answer.ok)
      throw new ProviderCallError(`Vipps MobilePay ${what} failed: ${errorText(answer.error)}`);
    return answer.data;
  };

  return {
    name: 'vipps',
    kind: 'mobile',

    async create(input: CreatePaymentInput): Promise<CreatedProviderPayment> {
      const expiresAt = new Date(input.now.getTime() + VIPPS_PAYMENT_MINUTES * 60_000);
      const created = await call<{ redirectUrl?: string; reference: string }>('create', (t) =>
        client.payment.create(t, {
          amount: { currency: input.currency as 'NOK', value: input.amount },
          paymentMethod: { type: 'WALLET' },
          ...(input.mobilePhone
            ? { customer: { phoneNumber: vippsPhone(input.mobilePhone) } }
            : {}),
          reference: input.transactionUuid,
          userFlow: 'WEB_REDIRECT',
          returnUrl: input.returnUrl,
          paymentDescription: input.description,
          expiresAt: null,
        }),
      );
      if (!created.redirectUrl) throw new ProviderCallError('Vipps MobilePay gave no landing page');
      return { ref: created.reference, redirectUrl: created.redirectUrl, expiresAt };
    },

    async status(ref: string): Promise<ProviderPaymentStatus> {
      const payment = await call<{
        state: string;
        aggregate: { authorizedAmount: { value: number } };
        pspReference?: string;
      }>('read', (t) => client.payment.info(t, ref));
      switch (payment.state) {
        case 'AUTHORIZED':
          return {
            state: 'approved',
            amount: payment.aggregate.authorizedAmount.value,
            chargeRef: payment.pspReference ?? null,
          };
        case 'ABORTED':
          return { state: 'declined', reason: VippsMessages.aborted };
        case 'TERMINATED':
          return { state: 'declined', reason: VippsMessages.terminated };
        case 'EXPIRED':
          return { state: 'expired' };
        default:
          return { state: 'pending' };
      }
    },

    async capture(ref, amount, currency) {
      await call('capture', (t) =>
        client.payment.capture(t, ref, {
          modificationAmount: { currency: currency as 'NOK', value: amount },
        }),
      );
    },

    async cancel(ref) {
      await call('cancel', (t) => client.payment.cancel(t, ref));
    },

    async refund(ref, _chargeRef, amount, currency, _key): Promise<ProviderRefund> {
      const done = await call<{ pspReference?: string }>('refund', (t) =>
        client.payment.refund(t, ref, {
          modificationAmount: { currency: currency as 'NOK', value: amount },
        }),
      );
      return { ref: done.pspReference ?? ref, amount };
    },
  };
}
