import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { shopAddresses } from '../../../contract/addresses/shop-settings';

export function getPrivacyPolicy(): Promise<string> {
  return call(shopAddresses.privacyPolicy, {}).then((answer) => answer.data.privacyPolicy);
}

export function privacyPolicyQueryOptions() {
  return queryOptions({ queryKey: queryKeys.privacyPolicy, queryFn: getPrivacyPolicy });
}

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQueryOptions());
}
