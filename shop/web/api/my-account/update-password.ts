import { useMutation } from '@tanstack/react-query';
import { myAccountRoutes } from '../../../contract/my-account';
import { call } from '../client';

export interface PasswordChange {
  password: string;
  reTypePassword: string;
}

export function updatePassword(body: PasswordChange): Promise<void> {
  return call(myAccountRoutes.updatePassword, { body }).then(() => undefined);
}

/** Changes the password; the server ends the user's other sessions. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
