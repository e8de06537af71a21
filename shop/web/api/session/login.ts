import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../contract/http';
import { call } from '../client';
import { invalidateSession } from './invalidate-session';
import { sessionAddresses } from '../../../contract/addresses/session';
import type { sessionRoutes } from '../../../contract/session';

export type LoginInput = BodyOf<typeof sessionRoutes.login>;
export type LoginResult = ResponseOf<typeof sessionRoutes.login>;

export function login(body: LoginInput): Promise<LoginResult> {
  return call(sessionAddresses.login, { body });
}

/** Signs in; the anonymous user's sets and cart merge into the account. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Not awaited: the caller navigates at once while the session data refetches.
    onSuccess: (result) => void invalidateSession(queryClient, result.user),
  });
}
