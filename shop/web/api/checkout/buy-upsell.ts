import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { wrapped } from './create-checkout';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

/** Catalogues from the offer popup: the cart, delivery time and delivery methods come back. */
export function useBuyCatalogues(checkoutUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (catalogues: { uuid: string; quantity: number }[]) =>
      wrapped(
        call(checkoutAddresses.catalogues, { params: { checkoutUuid }, body: { catalogues } }),
        'addCatalogues',
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

export function useBuyDigitalSets(checkoutUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjects: { uuid: string; name: string }[]) =>
      wrapped(
        call(checkoutAddresses.digitalSets, {
          params: { checkoutUuid },
          body: { data: { subjects } },
        }),
        'buyDigitalSets',
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}
