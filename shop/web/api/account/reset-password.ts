import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { accountAddresses } from '../../../contract/addresses/account';

export interface ResetPasswordInput {
  code: string;
  password: string;
}

export function resetPassword({ code, password }: ResetPasswordInput): Promise<void> {
  return call(accountAddresses.reset, { params: { code }, body: { password } }).then(
    () => undefined,
  );
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
