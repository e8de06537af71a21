import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../contract/cart';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { cartAddresses } from '../../../contract/addresses/cart';

export function getCart(): Promise<Cart> {
  return call(cartAddresses.get, {});
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: queryKeys.cart, queryFn: getCart, staleTime: 30_000 });
}

/** The session user's cart (empty without a user). */
export function useCart() {
  return useQuery(cartQueryOptions());
}
