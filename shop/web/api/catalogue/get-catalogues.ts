import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

/** The catalogues of the user's picture sets, with the quantity already in the cart. */
export function useCatalogues({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: catalogueKeys.catalogues,
    queryFn: ({ signal }) =>
      call(catalogueAddresses.catalogues, { signal }).then((a) => a.catalogues),
  });
}
