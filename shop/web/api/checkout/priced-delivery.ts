import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../contract/cart';
import { fetchPaymentOptions } from './payment-options';

/** The delivery option (and pickup location) the parent has picked in the delivery step. */
export interface PickedDelivery {
  optionUuid: string;
  pickupLocationUuid: string | null;
}

/**
 * The cart as the server prices it with the delivery the parent has just picked, before
 * Continue: the summary's delivery line and total follow the pick at once, and every amount in
 * it is the server's. `base` is the cart the checkout holds now: a voucher or an offer that
 * changes it asks again. Until an answer comes (or when the server refuses the pick) the
 * checkout's own cart is shown; `pending` says an answer for the latest pick is on its way.
 */
export function usePricedDelivery(
  checkoutUuid: string,
  picked: PickedDelivery | null,
  base: Cart | null,
): { cart: Cart | null; pending: boolean } {
  const query = useQuery({
    queryKey: [
      'checkout',
      checkoutUuid,
      'priced-delivery',
      picked?.optionUuid ?? null,
      picked?.pickupLocationUuid ?? null,
      base?.summary.totalPrice.amount ?? null,
      base?.rebateCode ?? null,
      base?.orderLines.length ?? 0,
    ],
    queryFn: async () =>
      (
        await fetchPaymentOptions(
          checkoutUuid,
          picked?.optionUuid ?? '',
          picked?.pickupLocationUuid ?? null,
        )
      ).cart,
    enabled: picked !== null && base !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  if (picked === null || query.isError || !query.data) {
    return { cart: base, pending: picked !== null && query.isFetching };
  }
  return { cart: query.data, pending: query.isPlaceholderData };
}
