import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../contract/catalogue';
import { call } from '../client';
import { catalogueKeys } from './keys';

/** The catalogues of the user's picture sets, with the quantity already in the cart. */
export function useCatalogues({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: catalogueKeys.catalogues,
    queryFn: ({ signal }) => call(catalogueRoutes.catalogues, { signal }).then((a) => a.catalogues),
  });
}
