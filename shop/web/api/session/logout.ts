import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { invalidateSession } from './invalidate-session';
import { sessionAddresses } from '../../../contract/addresses/session';

export function logout(): Promise<void> {
  return call(sessionAddresses.logout, {}).then(() => undefined);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Not awaited: the caller navigates at once while the session data refetches.
    onSuccess: () => void invalidateSession(queryClient, null),
  });
}
