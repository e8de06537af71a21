import type { z } from 'zod';
import type { PaymentData } from '../../../contract/checkout';
import { ApiError, call } from '../client';
import { wrapped } from './create-checkout';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

/** A pickup location is sent along, so the cart comes back priced with it. */
const pickupQuery = (pickupLocationUuid: string | null) =>
  pickupLocationUuid ? { pickupLocationUuid } : {};

export function fetchPaymentOptions(
  checkoutUuid: string,
  deliveryUuid: string,
  pickupLocationUuid: string | null,
) {
  return wrapped(
    call(checkoutAddresses.paymentOptions, {
      params: { checkoutUuid, deliveryUuid },
      query: pickupQuery(pickupLocationUuid),
    }),
    'fetchPaymentOptions',
  );
}

/** Choosing a payment option refreshes the cart (docs/rules/purchase.md §4). */
export async function setPaymentOption(
  checkoutUuid: string,
  deliveryUuid: string,
  paymentUuid: string,
  pickupLocationUuid: string | null,
) {
  const answer = await wrapped(
    call(checkoutAddresses.setPaymentOption, {
      params: { checkoutUuid, deliveryUuid, paymentUuid },
      query: pickupQuery(pickupLocationUuid),
    }),
    'setPaymentOption',
  );
  return answer.cart;
}

/** The server refused a field of the payment form: which one, and its message. */
export class PaymentFieldError extends Error {
  constructor(
    readonly field: 'pid' | 'mobilePhone',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentFieldError';
  }
}

/**
 * Checks the personal id number and mobile number when the payment step is continued; a refused
 * field comes back as a PaymentFieldError with the server's message for it.
 */
export async function checkPaymentData(
  checkoutUuid: string,
  paymentOptionUuid: string,
  paymentOptionData: z.input<typeof PaymentData>,
): Promise<void> {
  try {
    await call(checkoutAddresses.checkPaymentData, {
      params: { checkoutUuid },
      body: { paymentOptionUuid, paymentOptionData },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'pid-refused')
      throw new PaymentFieldError('pid', error.message);
    if (error instanceof ApiError && error.code === 'mobile-refused')
      throw new PaymentFieldError('mobilePhone', error.message);
    return wrapped(Promise.reject(error), 'setPaymentOption');
  }
}
