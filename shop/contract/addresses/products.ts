/** Method and path of each call of `productRoutes` (products.ts), without its schemas. */
export const productAddresses = {
  one: { method: 'GET', path: '/api/webshop/products/:productUuid' },
  quote: { method: 'POST', path: '/api/webshop/products/:productUuid/quote' },
} as const;
