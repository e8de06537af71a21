/** Method and path of each call of `templateRoutes` (templates.ts), without its schemas. */
export const templateAddresses = {
  byUuid: { method: 'GET', path: '/api/webshop/templates/by-uuid/:templateUuid' },
  byUuidVersion: { method: 'GET', path: '/api/webshop/templates/by-uuid/:templateUuid/:version' },
  byProduct: { method: 'GET', path: '/api/webshop/user/templates/by-product/:productUuid' },
  fillTemplate: { method: 'POST', path: '/api/webshop/user/templates/fill-template' },
  fillUserStringsByPicture: {
    method: 'POST',
    path: '/api/webshop/templates/fill-user-strings-by-picture',
  },
} as const;
