// The error codes as a plain list, apart from their zod enum (errors.ts): the web's first page
// tells a server's code from this list without loading zod.

/** Every machine code an error answer may carry (see ErrorCode in errors.ts). */
export const ERROR_CODES = [
  'not-found',
  // Checkout and payment.
  'cart-empty',
  'cart-changed',
  'total-changed',
  'total-too-large',
  'already-paid',
  'voucher-used',
  'voucher-refused',
  'delivery-unavailable',
  'payment-unavailable',
  'test-payments-off',
  'payment-refused',
  /** The personal id number or the mobile number of the payment form was refused. */
  'pid-refused',
  'mobile-refused',
  'payment-state',
  'provider-unavailable',
  'webhook-signature',
  'refund-refused',
  'order-refused',
  /** The delivery address names a state that is not in the shop's list of states. */
  'state-refused',
  'quantity-refused',
  // Products, designs and pictures.
  'not-offered',
  'already-bought',
  'not-bought',
  'invoice-unpaid',
  'not-green-screen',
  'package-disabled',
  'design-refused',
  /** A design combines pictures of sets its photo days keep apart (subject change, photographer). */
  'subject-change-refused',
  'upload-refused',
  'upload-quota',
  /** None of the parent's photo days allows own photos (job.json `ownPhotos`). */
  'own-photos-off',
  // The order's life (staff).
  'staff-only',
  'order-not-found',
  'order-ambiguous',
  'invalid-transition',
  'not-refundable',
  // The studio dashboard (staff).
  'zip-refused',
  'import-busy',
  'no-code',
] as const;
