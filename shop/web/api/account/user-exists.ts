import { accountRoutes } from '../../../contract/account';
import { call } from '../client';

/** Whether an account uses this e-mail; the login-or-register statechart invokes it. */
export function userExists(email: string): Promise<boolean> {
  return call(accountRoutes.userExists, { query: { email } }).then((answer) => answer.exists);
}
