import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInfoBody } from '../../../contract/my-account';
import type { User } from '../../../contract/session';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { myAccountAddresses } from '../../../contract/addresses/my-account';

export function updateUserInfo(body: UpdateUserInfoBody): Promise<User> {
  return call(myAccountAddresses.updateUserInfo, { body }).then((answer) => answer.user);
}

/** Saves the contact details on the user; the checkout prefills from them. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
