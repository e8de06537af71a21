import { useMutation } from '@tanstack/react-query';
import { call } from '../client';
import { myAccountAddresses } from '../../../contract/addresses/my-account';

export interface PasswordChange {
  password: string;
  reTypePassword: string;
}

export function updatePassword(body: PasswordChange): Promise<void> {
  return call(myAccountAddresses.updatePassword, { body }).then(() => undefined);
}

/** Changes the password; the server ends the user's other sessions. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
