/** Method and path of each call of `codeRoutes` (codes.ts), without its schemas. */
export const codeAddresses = {
  verify: { method: 'GET', path: '/ajax/prophoto/verify_subject_code.php' },
  add: { method: 'GET', path: '/ajax/prophoto/add_picture_set_by_code.php' },
} as const;
