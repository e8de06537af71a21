const checkout = '/api/webshop/checkout/:checkoutUuid';
const deliveryPath = `${checkout}/delivery-options/:deliveryUuid/payment-options` as const;

/** Method and path of each call of `checkoutRoutes` (checkout.ts), without its schemas. */
export const checkoutAddresses = {
  create: { method: 'POST', path: '/api/webshop/checkout' },
  paymentOptions: { method: 'GET', path: deliveryPath },
  setPaymentOption: { method: 'GET', path: `${deliveryPath}/:paymentUuid` },
  verifyRebateCode: { method: 'POST', path: `${checkout}/verify-rebate-code` },
  digitalSets: { method: 'POST', path: `${checkout}/digital-sets` },
  catalogues: { method: 'POST', path: `${checkout}/catalogues` },
  checkPaymentData: { method: 'POST', path: `${checkout}/payment-data` },
  transaction: { method: 'POST', path: `${checkout}/transaction` },
  transactionStatus: { method: 'GET', path: '/api/webshop/payment/:transactionUuid' },
  payWithCard: { method: 'POST', path: '/api/webshop/payment/:transactionUuid/card' },
  mobileAnswer: { method: 'POST', path: '/api/webshop/payment/:transactionUuid/mobile' },
  cancelPayment: { method: 'POST', path: '/api/webshop/payment/:transactionUuid/cancel' },
  /** The built-in mobile gateway's test phone: a page of its own, only where test payments run. */
  testPhone: { method: 'GET', path: '/test-payments/phone/:transactionUuid' },
  testPhoneAnswer: { method: 'POST', path: '/test-payments/phone/:transactionUuid' },
  stripeWebhook: { method: 'POST', path: '/api/webhooks/stripe' },
  vippsWebhook: { method: 'POST', path: '/api/webhooks/vipps' },
  addressAutocomplete: { method: 'GET', path: '/api/webshop/postal-address-service/autocomplete' },
  resolveAddress: {
    method: 'GET',
    path: '/api/webshop/postal-address-service/resolve-address-by-id/:id',
  },
} as const;
