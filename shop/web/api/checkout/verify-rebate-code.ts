import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

/** The voucher dialog in checkout: the server's error is a rejection shown under the field. */
export function useVerifyRebateCode(checkoutUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; deliveryOptionUuid: string | null }) =>
      call(checkoutAddresses.verifyRebateCode, { params: { checkoutUuid }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}
