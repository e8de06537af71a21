import { useMutation } from '@tanstack/react-query';
import { call } from '../client';
import { accountAddresses } from '../../../contract/addresses/account';

/** Mails reset instructions; resolves with the server's message. */
export function sendPasswordReminder(email: string): Promise<string> {
  return call(accountAddresses.passwordReminder, { query: { json: '1', email } }).then(
    (answer) => answer.message,
  );
}

export function useSendPasswordReminder() {
  return useMutation({ mutationFn: sendPasswordReminder });
}
