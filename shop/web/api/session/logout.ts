import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '../../../contract/session';
import { call } from '../client';
import { invalidateSession } from './invalidate-session';

export function logout(): Promise<void> {
  return call(sessionRoutes.logout, {}).then(() => undefined);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Not awaited: the caller navigates at once while the session data refetches.
    onSuccess: () => void invalidateSession(queryClient, null),
  });
}
