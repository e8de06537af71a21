/** Method and path of each call of `packageRoutes` (packages.ts), without its schemas. */
export const packageAddresses = {
  info: { method: 'GET', path: '/api/webshop/packages' },
  instance: { method: 'POST', path: '/api/webshop/packages/:uuid' },
  addToCart: { method: 'POST', path: '/api/webshop/cart/packages/:uuid' },
  line: { method: 'GET', path: '/api/webshop/cart/package-lines/:orderLineUuid' },
  updateLine: { method: 'PUT', path: '/api/webshop/cart/package-lines/:orderLineUuid' },
  cancelForInspection: {
    method: 'POST',
    path: '/sections/my-account/ajax/cancel_package_for_inspection.php',
  },
  inspectionSubjects: { method: 'GET', path: '/api/webshop/packages/inspection-subjects' },
} as const;
