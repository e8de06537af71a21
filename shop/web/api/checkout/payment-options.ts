import { call } from '../client';
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
