import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateCartLine } from '../../../contract/cart-lines';
import { call } from '../client';
import { cartLineAddresses } from '../../../contract/addresses/cart-lines';

export function getTemplateLine(orderLineUuid: string): Promise<TemplateCartLine> {
  return call(cartLineAddresses.one, { params: { orderLineUuid } }).then((answer) => answer.line);
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
