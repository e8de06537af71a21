/** Method and path of each call of `staffOrderRoutes` (staff-orders.ts), without its schemas. */
export const staffOrderAddresses = {
  list: { method: 'GET', path: '/api/staff/orders' },
  one: { method: 'GET', path: '/api/staff/orders/:orderUuid' },
  advance: { method: 'POST', path: '/api/staff/orders/:orderUuid/advance' },
  cancel: { method: 'POST', path: '/api/staff/orders/:orderUuid/cancel' },
  refund: { method: 'POST', path: '/api/staff/orders/:orderUuid/refund' },
} as const;
