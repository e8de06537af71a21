import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../contract/http';
import { call } from '../client';
import { templateAddresses } from '../../../contract/addresses/templates';
import type { templateRoutes } from '../../../contract/templates';

export type ProductTemplates = ResponseOf<typeof templateRoutes.byProduct>;

/**
 * A product with the user's price and its designs pre-filled with the pictures of `subjectUuid`
 * (the child the parent is shopping for; the server falls back to the newest set).
 */
export function getProductTemplates(
  productUuid: string,
  subjectUuid: string | null = null,
): Promise<ProductTemplates> {
  return call(templateAddresses.byProduct, {
    params: { productUuid },
    query: subjectUuid ? { subject: subjectUuid } : {},
  });
}

export function productTemplatesQueryOptions(productUuid: string, subjectUuid: string | null) {
  return queryOptions({
    queryKey: ['product-templates', productUuid, subjectUuid] as const,
    queryFn: () => getProductTemplates(productUuid, subjectUuid),
    staleTime: 60_000,
  });
}

export function useProductTemplates(productUuid: string, subjectUuid: string | null) {
  return useQuery(productTemplatesQueryOptions(productUuid, subjectUuid));
}
