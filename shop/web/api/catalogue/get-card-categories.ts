import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../contract/catalogue';
import { call } from '../client';
import { catalogueKeys } from './keys';

/** Card categories with names per language, and the default one. */
export function useCardCategories() {
  return useQuery({
    queryKey: catalogueKeys.cardCategories,
    queryFn: ({ signal }) => call(catalogueRoutes.cardCategories, { signal }),
  });
}
