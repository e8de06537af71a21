import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartActionRoutes } from '../../../contract/cart-actions';
import { call } from '../client';
import { queryKeys } from '../query-keys';

const pricedKey = [...queryKeys.cart, 'priced'] as const;

/** The cart priced with its voucher: the summary lines the cart page shows. */
export function pricedCartQueryOptions() {
  return queryOptions({
    queryKey: pricedKey,
    queryFn: async () => (await call(cartActionRoutes.priced, {})).cart,
  });
}

export function usePricedCart() {
  return useQuery(pricedCartQueryOptions());
}

/** Cart writes invalidate every cart key (the header badge and the page read them). */
function useCartMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

export function useSetQuantity() {
  return useCartMutation((input: { orderLineUuid: string; quantity: number }) =>
    call(cartActionRoutes.setQuantity, {
      params: { orderLineUuid: input.orderLineUuid },
      body: { quantity: input.quantity },
    }),
  );
}

export function useDeleteLine() {
  return useCartMutation((orderLineUuid: string) =>
    call(cartActionRoutes.deleteLine, { params: { orderLineUuid } }),
  );
}

export function useSetRebateCode() {
  return useCartMutation((code: string) =>
    call(cartActionRoutes.setRebateCode, { body: { code } }),
  );
}
