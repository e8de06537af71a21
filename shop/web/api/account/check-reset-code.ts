import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { accountAddresses } from '../../../contract/addresses/account';

export function checkResetCode(code: string): Promise<boolean> {
  return call(accountAddresses.checkReset, { params: { code } }).then((answer) => answer.valid);
}

export function resetCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.resetCode(code),
    queryFn: () => checkResetCode(code),
    retry: false,
    staleTime: Infinity,
  });
}

/** Whether a password reset code can still be used. */
export function useResetCode(code: string) {
  return useQuery(resetCodeQueryOptions(code));
}
