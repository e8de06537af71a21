import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

/** The catalogue offer's 'Add to cart'. */
export function useBuyCatalogues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (catalogues: { uuid: string; quantity: number }[]) =>
      call(catalogueAddresses.buyCatalogues, { body: { catalogues } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.cart });
      await client.invalidateQueries({ queryKey: catalogueKeys.catalogues });
    },
  });
}
