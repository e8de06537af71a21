/** Method and path of each call of `orderRoutes` (orders.ts), without its schemas. */
export const orderAddresses = {
  list: { method: 'GET', path: '/ajax/user/get_order_list.php' },
  legacyDetails: { method: 'GET', path: '/sections/my-account/ajax/get_order_details.php' },
  one: { method: 'GET', path: '/api/webshop/user/orders/:orderUuid' },
  /** The order's invoice as a PDF (application/pdf), to its owner only. */
  invoicePdf: { method: 'GET', path: '/api/webshop/user/orders/:orderUuid/invoice.pdf' },
} as const;
