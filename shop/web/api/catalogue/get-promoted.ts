import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../contract/catalogue';
import { call } from '../client';
import { catalogueKeys } from './keys';

export function usePromotedProducts() {
  return useQuery({
    queryKey: catalogueKeys.promoted,
    queryFn: ({ signal }) => call(catalogueRoutes.promoted, { signal }).then((a) => a.products),
  });
}
