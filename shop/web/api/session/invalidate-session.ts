import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/** Who the session belongs to changed: everything owned by the user is stale. */
export function invalidateSession(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    queryClient.invalidateQueries({ queryKey: queryKeys.pictureSets }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  ]).then(() => undefined);
}
