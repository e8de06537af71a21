/** Method and path of each call of `pictureSetRoutes` (picture-sets.ts), without its schemas. */
export const pictureSetAddresses = {
  list: { method: 'GET', path: '/api/webshop/user/picture-sets' },
  one: { method: 'GET', path: '/api/webshop/user/picture-sets/:subjectUuid' },
  picture: { method: 'GET', path: '/api/webshop/pictures/:pictureUuid' },
  backgrounds: { method: 'GET', path: '/api/webshop/green-screen-backgrounds/:jobUuid' },
  backgroundImage: {
    method: 'GET',
    path: '/api/webshop/green-screen-backgrounds/:jobUuid/:backgroundUuid',
  },
} as const;
