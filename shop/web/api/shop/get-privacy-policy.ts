import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes } from '../../../contract/shop-settings';
import { call } from '../client';
import { queryKeys } from '../query-keys';

export function getPrivacyPolicy(): Promise<string> {
  return call(shopRoutes.privacyPolicy, {}).then((answer) => answer.data.privacyPolicy);
}

export function privacyPolicyQueryOptions() {
  return queryOptions({ queryKey: queryKeys.privacyPolicy, queryFn: getPrivacyPolicy });
}

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQueryOptions());
}
