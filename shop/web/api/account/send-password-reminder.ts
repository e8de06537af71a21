import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '../../../contract/account';
import { call } from '../client';

/** Mails reset instructions; resolves with the server's message. */
export function sendPasswordReminder(email: string): Promise<string> {
  return call(accountRoutes.passwordReminder, { query: { json: '1', email } }).then(
    (answer) => answer.message,
  );
}

export function useSendPasswordReminder() {
  return useMutation({ mutationFn: sendPasswordReminder });
}
