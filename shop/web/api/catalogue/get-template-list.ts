import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListType } from '../../../contract/products';
import { call } from '../client';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

/**
 * A template list: by type, optionally a category, optionally a picture set. The subject route
 * needs a category, so a subject without one asks for the type's own name as category.
 */
export function templateListQueryOptions(
  type: ProductListType,
  category: string | null,
  subjectUuid: string | null,
) {
  return queryOptions({
    queryKey: catalogueKeys.templateList(type, category ?? '', subjectUuid),
    // The route asks for the list before the page mounts; the page does not ask again at once.
    staleTime: 30_000,
    queryFn: ({ signal }) => {
      if (subjectUuid)
        return call(catalogueAddresses.listBySubject, {
          params: { type, category: category ?? type, subjectUuid },
          signal,
        });
      if (category)
        return call(catalogueAddresses.listByCategory, { params: { type, category }, signal });
      return call(catalogueAddresses.list, { params: { type }, signal });
    },
  });
}

export function useTemplateList(
  type: ProductListType,
  category: string | null,
  subjectUuid: string | null,
) {
  return useQuery(templateListQueryOptions(type, category, subjectUuid));
}
