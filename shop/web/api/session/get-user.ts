import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../contract/session';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { sessionAddresses } from '../../../contract/addresses/session';

export function getUser(): Promise<User | null> {
  return call(sessionAddresses.current, {}).then((answer) => answer.user);
}

export function userQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user, queryFn: getUser, staleTime: 60_000 });
}

/** The session's user: registered, anonymous (after a code) or null. */
export function useUser() {
  return useQuery(userQueryOptions());
}

/** A registered user, not the anonymous one a code creates. */
export function isSignedIn(user: User | null | undefined): user is User {
  return Boolean(user && !user.isAnonymousUser);
}
