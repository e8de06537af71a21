/** Method and path of each call of `cartLineRoutes` (cart-lines.ts), without its schemas. */
export const cartLineAddresses = {
  add: { method: 'POST', path: '/api/webshop/cart/template-lines' },
  one: { method: 'GET', path: '/api/webshop/cart/template-lines/:orderLineUuid' },
  update: { method: 'PUT', path: '/api/webshop/cart/template-lines/:orderLineUuid' },
} as const;
