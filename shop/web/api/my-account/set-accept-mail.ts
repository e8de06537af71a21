import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/session';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { myAccountAddresses } from '../../../contract/addresses/my-account';

export function setAcceptMail(acceptMail: boolean): Promise<User> {
  return call(myAccountAddresses.patchUser, { body: { acceptMail } }).then((answer) => answer.user);
}

/** Whether the shop may send offers and news by e-mail. */
export function useSetAcceptMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAcceptMail,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
