import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

export function usePromotedProducts() {
  return useQuery({
    queryKey: catalogueKeys.promoted,
    queryFn: ({ signal }) => call(catalogueAddresses.promoted, { signal }).then((a) => a.products),
  });
}
