/** Method and path of each call of `sessionRoutes` (session.ts), without its schemas. */
export const sessionAddresses = {
  login: { method: 'POST', path: '/api/webshop/login' },
  current: { method: 'GET', path: '/api/webshop/user' },
  logout: { method: 'POST', path: '/api/webshop/logout' },
  language: { method: 'POST', path: '/api/webshop/user/language' },
  getLanguage: { method: 'GET', path: '/api/webshop/user/language' },
  simulate: { method: 'GET', path: '/api/webshop/operator/simulate/:token' },
} as const;
