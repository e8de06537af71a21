import { call } from '../client';
import { accountAddresses } from '../../../contract/addresses/account';

/** Whether an account uses this e-mail; the login-or-register statechart invokes it. */
export function userExists(email: string): Promise<boolean> {
  return call(accountAddresses.userExists, { query: { email } }).then((answer) => answer.exists);
}
