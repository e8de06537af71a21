import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderRoutes } from '../../../contract/orders';
import { call } from '../client';

export const orderKeys = {
  list: ['orders'] as const,
  one: (orderUuid: string) => ['orders', orderUuid] as const,
};

export function orderListQueryOptions() {
  return queryOptions({ queryKey: orderKeys.list, queryFn: () => call(orderRoutes.list, {}) });
}

/** The signed-in user's confirmed orders, newest first. */
export function useOrders() {
  return useQuery(orderListQueryOptions());
}
