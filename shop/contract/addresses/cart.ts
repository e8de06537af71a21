/** Method and path of each call of `cartRoutes` (cart.ts), without its schemas. */
export const cartAddresses = {
  get: { method: 'GET', path: '/api/webshop/cart' },
} as const;
