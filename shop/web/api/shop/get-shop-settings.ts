import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes } from '../../../contract/shop-settings';
import type { ShopSettings } from '../../../contract/shop-settings';
import { call } from '../client';
import { queryKeys } from '../query-keys';

export function getShopSettings(): Promise<ShopSettings> {
  return call(shopRoutes.settings, {});
}

export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shop,
    queryFn: getShopSettings,
    staleTime: 10 * 60_000,
  });
}

/** Shop name, contact details, currency, terms, menu and options. */
export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
