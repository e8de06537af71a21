import type { RegisterBody } from '../../../contract/account';
import type { User } from '../../../contract/session';
import { ApiError, call } from '../client';
import { accountAddresses } from '../../../contract/addresses/account';

/** Registers the session's anonymous user; the login-or-register statechart invokes it. */
export function register(body: RegisterBody): Promise<User> {
  return call(accountAddresses.register, { body }).then((answer) => answer.user);
}

/** The form fields a register error names (create.php's `data` list). */
export function flaggedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const data = (error.body as { data?: unknown }).data;
  return Array.isArray(data) ? data.filter((item): item is string => typeof item === 'string') : [];
}
