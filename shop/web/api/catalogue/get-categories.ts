import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

/** The overview's categories in `lang` (archive included; the page hides it). */
export function useCategories(lang: 'en' | 'nb' | 'sv') {
  return useQuery({
    queryKey: catalogueKeys.categories(lang),
    queryFn: ({ signal }) =>
      call(catalogueAddresses.categories, { query: { lang }, signal }).then((a) => a.categories),
  });
}
