import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '../../../contract/shop-settings';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { shopAddresses } from '../../../contract/addresses/shop-settings';

export function getShopSettings(): Promise<ShopSettings> {
  return call(shopAddresses.settings, {});
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
