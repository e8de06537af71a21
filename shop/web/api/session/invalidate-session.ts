import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/session';
import { queryKeys } from '../query-keys';

/**
 * Who the session belongs to changed: everything owned by the user is stale. A known new user
 * is written to the cache first, so guards see it before the caller navigates.
 */
export function invalidateSession(queryClient: QueryClient, user?: User | null): Promise<void> {
  if (user !== undefined) queryClient.setQueryData(queryKeys.user, user);
  return Promise.all([
    user === undefined ? queryClient.invalidateQueries({ queryKey: queryKeys.user }) : null,
    queryClient.invalidateQueries({ queryKey: queryKeys.pictureSets }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  ]).then(() => undefined);
}
