import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { cartActionAddresses } from '../../../contract/addresses/cart-actions';

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
    call(cartActionAddresses.setQuantity, {
      params: { orderLineUuid: input.orderLineUuid },
      body: { quantity: input.quantity },
    }),
  );
}

export function useDeleteLine() {
  return useCartMutation((orderLineUuid: string) =>
    call(cartActionAddresses.deleteLine, { params: { orderLineUuid } }),
  );
}

export function useSetRebateCode() {
  return useCartMutation((code: string) =>
    call(cartActionAddresses.setRebateCode, { body: { code } }),
  );
}
