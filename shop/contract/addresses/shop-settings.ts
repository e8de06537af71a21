/** Method and path of each call of `shopRoutes` (shop-settings.ts), without its schemas. */
export const shopAddresses = {
  settings: { method: 'GET', path: '/api/webshop/shop' },
  privacyPolicy: { method: 'GET', path: '/api/webshop/privacy-policy' },
} as const;
