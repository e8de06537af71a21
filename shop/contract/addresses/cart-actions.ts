/** Method and path of each call of `cartActionRoutes` (cart-actions.ts), without its schemas. */
export const cartActionAddresses = {
  setQuantity: { method: 'PUT', path: '/api/webshop/cart/lines/:orderLineUuid/quantity' },
  deleteLine: { method: 'DELETE', path: '/api/webshop/cart/lines/:orderLineUuid' },
  setRebateCode: { method: 'POST', path: '/api/webshop/cart/rebate-code' },
  removeRebateCode: { method: 'DELETE', path: '/api/webshop/cart/rebate-code' },
  priced: { method: 'GET', path: '/api/webshop/cart/priced' },
} as const;
