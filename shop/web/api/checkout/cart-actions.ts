import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartActionRoutes } from '../../../contract/cart-actions';
import { call } from '../client';
import { queryKeys } from '../query-keys';

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
