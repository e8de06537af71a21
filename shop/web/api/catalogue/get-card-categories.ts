import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

/** Card categories with names per language, and the default one. */
export function useCardCategories() {
  return useQuery({
    queryKey: catalogueKeys.cardCategories,
    queryFn: ({ signal }) => call(catalogueAddresses.cardCategories, { signal }),
  });
}
