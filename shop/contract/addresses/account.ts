/** Method and path of each call of `accountRoutes` (account.ts), without its schemas. */
export const accountAddresses = {
  userExists: { method: 'GET', path: '/sections/prophoto/ajax/user_exists_by_email.php' },
  register: { method: 'POST', path: '/ajax/create.php' },
  passwordReminder: { method: 'GET', path: '/sections/prophoto/ajax/send_password_reminder.php' },
  checkReset: { method: 'GET', path: '/api/webshop/reset-password/:code' },
  reset: { method: 'POST', path: '/api/webshop/reset-password/:code' },
} as const;
