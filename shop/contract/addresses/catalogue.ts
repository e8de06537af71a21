/** Method and path of each call of `catalogueRoutes` (catalogue.ts), without its schemas. */
export const catalogueAddresses = {
  cardCategories: { method: 'GET', path: '/api/webshop/templates/cards/categories' },
  categories: { method: 'GET', path: '/ajax/template/get_categories.php' },
  photogiftInfo: {
    method: 'GET',
    path: '/api/webshop/templates/photogift/categories/:category/info',
  },
  list: { method: 'GET', path: '/api/webshop/templates/:type' },
  listByCategory: { method: 'GET', path: '/api/webshop/templates/:type/categories/:category' },
  listBySubject: {
    method: 'GET',
    path: '/api/webshop/templates/:type/categories/:category/subjects/:subjectUuid',
  },
  promoted: { method: 'GET', path: '/api/webshop/promoted-products' },
  catalogues: { method: 'GET', path: '/ajax/user/get_catalogues.php' },
  buyCatalogues: { method: 'POST', path: '/api/webshop/cart/catalogues' },
} as const;
