import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../contract/http';
import { call } from '../client';
import { myAccountAddresses } from '../../../contract/addresses/my-account';
import type { myAccountRoutes } from '../../../contract/my-account';

export type AccountData = ResponseOf<typeof myAccountRoutes.accountData>;
export const accountDataKey = ['account-data'] as const;

export function getAccountData(): Promise<AccountData> {
  return call(myAccountAddresses.accountData, {});
}

export function accountDataQueryOptions() {
  return queryOptions({ queryKey: accountDataKey, queryFn: getAccountData });
}

/** Subjects with packages for inspection (the Cancel picture packages entry). */
export function useAccountData() {
  return useQuery(accountDataQueryOptions());
}
