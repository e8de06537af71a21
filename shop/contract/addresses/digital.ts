/** Method and path of each call of `digitalRoutes` (digital.ts), without its schemas. */
export const digitalAddresses = {
  subjects: { method: 'GET', path: '/api/webshop/digital-portraits' },
  subject: { method: 'GET', path: '/api/webshop/digital-portraits/:subjectUuid' },
  toggleFile: { method: 'POST', path: '/ajax/cart/toggle_digital_file_in_cart.php' },
  toggleSet: { method: 'POST', path: '/ajax/cart/toggle_digital_set_in_cart.php' },
} as const;
