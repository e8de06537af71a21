import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAccountRoutes } from '../../../contract/my-account';
import type { User } from '../../../contract/session';
import { call } from '../client';
import { queryKeys } from '../query-keys';

export function setAcceptMail(acceptMail: boolean): Promise<User> {
  return call(myAccountRoutes.patchUser, { body: { acceptMail } }).then((answer) => answer.user);
}

/** Whether the shop may send offers and news by e-mail. */
export function useSetAcceptMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAcceptMail,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
