import type { CountryCode } from 'libphonenumber-js/max';
import { Messages } from '../../../contract/errors';
import type { PersonalId } from './personal-id';
import { checkPersonalIdForInvoice } from './personal-id';
import { checkMobilePhone, DEFAULT_PHONE_REGION } from './phone';

/** The payment option's flags (docs/rules/purchase.md §3 Payment option). */
export interface PaymentOptionRules {
  readonly verifyMobile: boolean;
  readonly requirePersonNo: boolean;
}

/** The payment form (docs/rules/purchase.md §3): paymentOptionData of the transaction payload. */
export interface PaymentForm {
  readonly mobilePhone?: string | null;
  readonly pid?: string | null;
}

export interface PaymentConfig {
  /** Invoice buyers must be at least this old on the day of purchase. */
  readonly minimumInvoiceAge: number;
  /** Region for phone numbers typed without a country code. */
  readonly phoneRegion: CountryCode;
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  minimumInvoiceAge: 18,
  phoneRegion: DEFAULT_PHONE_REGION,
};

export interface VerifiedPaymentData {
  /** E.164, when the option verifies the mobile. */
  readonly mobilePhone: string | null;
  readonly personalId: PersonalId | null;
}

export type PaymentFormCheck =
  | { readonly ok: true; readonly data: VerifiedPaymentData }
  | { readonly ok: false; readonly field: 'mobilePhone' | 'pid'; readonly error: string };

/**
 * docs/rules/purchase.md §5 'Payment': what the option asks for is required and checked here,
 * server-side.
 */
export function checkPaymentForm(
  rules: PaymentOptionRules,
  form: PaymentForm,
  now: Date,
  config: PaymentConfig = DEFAULT_PAYMENT_CONFIG,
): PaymentFormCheck {
  let mobilePhone: string | null = null;
  let personalId: PersonalId | null = null;
  if (rules.verifyMobile) {
    const input = form.mobilePhone?.trim() ?? '';
    if (input === '') return { ok: false, field: 'mobilePhone', error: Messages.required };
    const phone = checkMobilePhone(input, config.phoneRegion);
    if (!phone.ok) return { ok: false, field: 'mobilePhone', error: phone.error };
    mobilePhone = phone.e164;
  }
  if (rules.requirePersonNo) {
    const input = form.pid?.trim() ?? '';
    if (input === '') return { ok: false, field: 'pid', error: Messages.required };
    const pid = checkPersonalIdForInvoice(input, now, config.minimumInvoiceAge);
    if (!pid.ok) return { ok: false, field: 'pid', error: pid.error };
    personalId = pid.id;
  }
  return { ok: true, data: { mobilePhone, personalId } };
}
