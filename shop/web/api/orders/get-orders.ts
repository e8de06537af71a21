import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { orderAddresses } from '../../../contract/addresses/orders';

export const orderKeys = {
  list: ['orders'] as const,
  one: (orderUuid: string) => ['orders', orderUuid] as const,
};

export function orderListQueryOptions() {
  return queryOptions({ queryKey: orderKeys.list, queryFn: () => call(orderAddresses.list, {}) });
}

/** The signed-in user's confirmed orders, newest first. */
export function useOrders() {
  return useQuery(orderListQueryOptions());
}
