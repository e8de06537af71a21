import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateCartLine } from '../../../contract/cart-lines';
import { cartLineRoutes } from '../../../contract/cart-lines';
import { call } from '../client';

export function getTemplateLine(orderLineUuid: string): Promise<TemplateCartLine> {
  return call(cartLineRoutes.one, { params: { orderLineUuid } }).then((answer) => answer.line);
}

export function templateLineQueryOptions(orderLineUuid: string) {
  return queryOptions({
    queryKey: ['cart', 'template-lines', orderLineUuid] as const,
    queryFn: () => getTemplateLine(orderLineUuid),
    retry: false,
  });
}

/** A template line of the user's cart, as the edit page opens it (an ApiError 404 if unknown). */
export function useTemplateLine(orderLineUuid: string) {
  return useQuery(templateLineQueryOptions(orderLineUuid));
}
