import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../contract/catalogue';
import { call } from '../client';
import { catalogueKeys } from './keys';

/** The overview's categories in `lang` (archive included; the page hides it). */
export function useCategories(lang: 'en' | 'nb' | 'sv') {
  return useQuery({
    queryKey: catalogueKeys.categories(lang),
    queryFn: ({ signal }) =>
      call(catalogueRoutes.categories, { query: { lang }, signal }).then((a) => a.categories),
  });
}
