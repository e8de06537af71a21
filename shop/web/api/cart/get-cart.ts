import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartRoutes } from '../../../contract/cart';
import type { Cart } from '../../../contract/cart';
import { call } from '../client';
import { queryKeys } from '../query-keys';

export function getCart(): Promise<Cart> {
  return call(cartRoutes.get, {});
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: queryKeys.cart, queryFn: getCart, staleTime: 30_000 });
}

/** The session user's cart (empty without a user). */
export function useCart() {
  return useQuery(cartQueryOptions());
}
