/** Method and path of each call of `cmsRoutes` (cms.ts), without its schemas. */
export const cmsAddresses = {
  page: { method: 'GET', path: '/api/webshop/legacy-pages/:id' },
} as const;
