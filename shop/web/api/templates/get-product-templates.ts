import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../contract/http';
import { call } from '../client';
import { templateAddresses } from '../../../contract/addresses/templates';
import type { templateRoutes } from '../../../contract/templates';

export type ProductTemplates = ResponseOf<typeof templateRoutes.byProduct>;

/** A product with the user's price and its designs pre-filled with the user's pictures. */
export function getProductTemplates(productUuid: string): Promise<ProductTemplates> {
  return call(templateAddresses.byProduct, { params: { productUuid } });
}

export function productTemplatesQueryOptions(productUuid: string) {
  return queryOptions({
    queryKey: ['product-templates', productUuid] as const,
    queryFn: () => getProductTemplates(productUuid),
    staleTime: 60_000,
  });
}

export function useProductTemplates(productUuid: string) {
  return useQuery(productTemplatesQueryOptions(productUuid));
}
