import { checkoutRoutes } from '../../../contract/checkout';
import { call } from '../client';
import { wrapped } from './create-checkout';

export function fetchPaymentOptions(checkoutUuid: string, deliveryUuid: string) {
  return wrapped(
    call(checkoutRoutes.paymentOptions, { params: { checkoutUuid, deliveryUuid } }),
    'fetchPaymentOptions',
  );
}

/** Choosing a payment option refreshes the cart (spec §4). */
export async function setPaymentOption(
  checkoutUuid: string,
  deliveryUuid: string,
  paymentUuid: string,
) {
  const answer = await wrapped(
    call(checkoutRoutes.setPaymentOption, { params: { checkoutUuid, deliveryUuid, paymentUuid } }),
    'setPaymentOption',
  );
  return answer.cart;
}
