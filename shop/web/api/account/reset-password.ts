import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '../../../contract/account';
import { call } from '../client';
import { queryKeys } from '../query-keys';

export interface ResetPasswordInput {
  code: string;
  password: string;
}

export function resetPassword({ code, password }: ResetPasswordInput): Promise<void> {
  return call(accountRoutes.reset, { params: { code }, body: { password } }).then(() => undefined);
}

/** Sets the new password; the code is used up and the user's sessions end. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_, { code }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.resetCode(code) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      ]),
  });
}
