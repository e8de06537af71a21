// The statuses of a confirmed order as plain constants (the server's table and the web's labels
// share them).

/**
 * Where a confirmed order is on its way to the parent: received → in production → shipped or
 * ready for pickup → delivered; cancelled and refunded end it.
 */
export const ORDER_STATUSES = [
  'received',
  'in_production',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
