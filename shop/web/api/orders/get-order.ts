import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { orderKeys } from './get-orders';
import { orderAddresses } from '../../../contract/addresses/orders';

export function orderQueryOptions(orderUuid: string) {
  return queryOptions({
    queryKey: orderKeys.one(orderUuid),
    queryFn: async () => (await call(orderAddresses.one, { params: { orderUuid } })).order,
  });
}

/** One order with delivery, payment and lines (404 for anyone but its owner). */
export function useOrder(orderUuid: string | undefined) {
  return useQuery({ ...orderQueryOptions(orderUuid ?? ''), enabled: orderUuid !== undefined });
}
