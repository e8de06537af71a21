/** Method and path of each call of `myAccountRoutes` (my-account.ts), without its schemas. */
export const myAccountAddresses = {
  accountData: { method: 'GET', path: '/sections/my-account/ajax/get_account_data.php' },
  updateUserInfo: { method: 'POST', path: '/ajax/user/update_user_info.php' },
  updatePassword: { method: 'POST', path: '/ajax/user/update_password.php' },
  patchUser: { method: 'PATCH', path: '/api/webshop/user' },
  reminders: { method: 'GET', path: '/ajax/user/get_subjects_with_reminders_enabled.php' },
  setReminders: { method: 'POST', path: '/ajax/user/set_reminders_disabled_status.php' },
} as const;
