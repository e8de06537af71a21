import { z } from 'zod/mini';
import { Cart } from './cart';
import { ApiError, Messages } from './errors';
import { checkoutAddresses } from './addresses/checkout';
import { defineRoute } from './http';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL, Money } from './money';
import { User } from './session';
import { FIELD_LIMITS } from './field-limits';

/**
 * docs/rules/purchase.md §8: the web wraps each checkout call's failure as '<message>: <cause>'.
 */
export const CheckoutFailures = {
  createCheckout: 'Failed to create checkout',
  fetchPaymentOptions: 'Failed to fetch payment options',
  setPaymentOption: 'Failed to set payment option',
  useVoucherCode: 'Failed to use voucher code',
  buyDigitalSets: 'Failed to buy digital sets',
  addCatalogues: 'Failed to add catalogues to cart',
  createTransaction: 'Failed to create transaction',
} as const;
export type CheckoutFailure = keyof typeof CheckoutFailures;

/**
 * docs/rules/purchase.md §8: the address resolve failure; the web clears the address and flags the
 * field.
 */
export const ADDRESS_RESOLVE_ERROR = 'Error resolving address';

export function checkoutFailure(call: CheckoutFailure, cause: string): string {
  return `${CheckoutFailures[call]}: ${cause}`;
}

export const DeliveryType = z.enum([
  'postage',
  'school-pickup',
  'store-pickup',
  'digital-delivery',
]);
const Named = z.object({ uuid: z.string(), name: z.string() });

export const PickupLocation = z.object({
  /**
   * The first 23 characters group locations; express ones end in '-111111111111'
   * (docs/rules/purchase.md §9).
   */
  uuid: z.string(),
  pickupname: z.string(),
  pickupaddress1: z.string(),
  pickuppostalcode: z.string(),
  pickupcity: z.string(),
  price: Money,
  deliveryTime: z.object({ string: z.string(), seconds: z.int() }),
  /** The store this location belongs to: its express variant shares the key. */
  group: z.optional(z.string()),
  /** An express variant of its store's pickup. */
  express: z.optional(z.boolean()),
});
export type PickupLocation = z.infer<typeof PickupLocation>;

export const DeliveryOption = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  type: DeliveryType,
  price: Money,
  /** Business days. */
  deliverytime: z.int(),
  /** ISO date after which the option is gone, or null. */
  expire: z.nullable(z.string()),
  isExpress: z.boolean(),
  subjects: z.array(Named),
});

export const DeliveryMethod = z.object({
  type: DeliveryType,
  name: z.string(),
  deliveryOptions: z.array(DeliveryOption),
  pickupLocations: z.array(PickupLocation),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const Catalogue = z.object({
  uuid: z.string(),
  name: z.string(),
  /** Line breaks are meaningful. */
  description: z.string(),
  price: Money,
  subject: z.object({ uuid: z.string(), group: z.boolean(), name: z.string() }),
  deliveryTime: z.object({ days: z.int() }),
  quantity: z.int().check(z.gte(0)),
  /** null: the default maximum of 10 (docs/rules/purchase.md §9). */
  maxQuantity: z.nullable(z.int()),
});

/**
 * The catalogues a parent asks for, each with the quantity to hold (0 takes it out): at most 50,
 * each quantity within a line's limit. The catalogue offer and checkout's catalogue step send it.
 */
export const CatalogueQuantities = z.object({
  catalogues: z
    .array(
      z.object({
        uuid: z.string().check(z.maxLength(64)),
        quantity: z.int().check(z.gte(0), z.lte(MAX_LINE_QUANTITY)),
      }),
    )
    .check(z.maxLength(50)),
});

/**
 * Catalogues ship within `days` after the last photo day (docs/rules/purchase.md §9); null without
 * catalogues.
 */
export const CatalogueMaxDeliveryTime = z.nullable(
  z.object({ days: z.int(), lastPhotoDay: z.nullable(z.string()) }),
);

export const UpsellItem = z.object({
  type: z.enum(['CATALOGUE', 'DIGITAL_FILES']),
  product: z.nullable(
    z.object({ uuid: z.string(), name: z.string(), type: z.enum(['set', 'file']) }),
  ),
  subject: z.nullable(Named),
  catalogues: z.array(Catalogue),
  price: Money,
  /** The special offer; the popup shows the saving price − rebatedPrice. */
  rebatedPrice: Money,
});

export const CheckoutOptions = z.object({
  disableOrderComment: z.boolean(),
  gatherAddress2: z.boolean(),
  gatherState: z.boolean(),
  states: z.array(z.string()),
  hidePostalCode: z.boolean(),
  showDisabledDeliveryCountry: z.boolean(),
  useAddressAutocompleteService: z.boolean(),
  /**
   * ISO country of the shop: GB, US and AU lay the address form out differently
   * (docs/rules/purchase.md §9).
   */
  country: z.string().check(z.length(2)),
});

export const Checkout = z.object({
  checkoutUuid: z.string(),
  cart: Cart,
  deliveryOptions: z.array(DeliveryMethod),
  user: User,
  hasActiveRebateCampaigns: z.boolean(),
  termsOfPurchase: z.string(),
  options: CheckoutOptions,
  upsaleList: z.array(UpsellItem),
  catalogueMaxDeliveryTime: CatalogueMaxDeliveryTime,
});
export type Checkout = z.infer<typeof Checkout>;

export const PaymentOption = z.object({
  uuid: z.string(),
  provider: z.enum(['invoice', 'mobile', 'card']),
  title: z.string(),
  mobileTitle: z.string(),
  description: z.string(),
  mobileDescription: z.string(),
  verifyMobile: z.boolean(),
  requirePersonNo: z.boolean(),
  enabledPaymentMethods: z.array(z.object({ name: z.string(), icon: z.string() })),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

const required = z.string().check(z.trim(), z.minLength(1, Messages.required));
export const PostalAddress = z.object({
  address1: z.string(),
  address2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
});

export const AddressSuggestion = z.object({
  id: z.string(),
  suggestion: z.string(),
  address: z.optional(PostalAddress),
});

/**
 * docs/rules/purchase.md §3 Delivery data; which address fields are required depends on the options
 * (§5).
 */
export const DeliveryData = z.object({
  deliveryAddress: z.nullable(
    z.object({
      name: z.string(),
      address: z.string(),
      address2: z._default(z.string(), ''),
      postalCode: z._default(z.string(), ''),
      city: z.string(),
      state: z._default(z.string(), ''),
    }),
  ),
  contactInfo: z.object({
    name: required,
    emailAddress: z.pipe(required, z.email(Messages.invalidEmail)),
  }),
  subject: z._default(z.nullable(Named), null),
  pickupLocationUuid: z._default(z.nullable(z.string()), null),
  saveAddress: z._default(z.boolean(), false),
});

export const PaymentData = z.object({
  mobilePhone: z._default(
    z.nullable(z.string().check(z.maxLength(FIELD_LIMITS.paymentField))),
    null,
  ),
  pid: z._default(z.nullable(z.string().check(z.maxLength(FIELD_LIMITS.paymentField))), null),
});

export const TransactionPayload = z.object({
  deliveryOptionUuid: z.string(),
  paymentOptionUuid: z.string(),
  deliveryOptionData: DeliveryData,
  paymentOptionData: PaymentData,
  client: z.enum(['desktop', 'mobile']),
  comment: z._default(z.string().check(z.maxLength(2000)), ''),
  /**
   * The total (minor units) the Buy now button showed, always required: a Buy now says what
   * it charges. When it is not the server's own total for this cart the call is refused with
   * 409, so a cart changed meanwhile (another tab, a price or voucher change) is never charged
   * unseen; without it the call is refused with 400 and Messages.totalMissing.
   */
  total: z
    .int({ error: (issue) => (issue.input === undefined ? Messages.totalMissing : undefined) })
    .check(z.minimum(0), z.maximum(MAX_ORDER_TOTAL)),
});

export const TransactionStatus = z.enum(['created', 'pending', 'approved', 'declined', 'expired']);
export const CardPayment = z.object({
  number: z.string().check(z.maxLength(FIELD_LIMITS.cardNumber)),
  expiryMonth: z.coerce.number().check(z.int()),
  expiryYear: z.coerce.number().check(z.int()),
  cvc: z.string().check(z.maxLength(FIELD_LIMITS.cvc)),
});

const id = z.object({ checkoutUuid: z.string() });
const cartOnly = { 200: z.object({ cart: Cart }), 400: ApiError, 404: ApiError };
const AfterCatalogues = z.object({
  cart: Cart,
  catalogueMaxDeliveryTime: CatalogueMaxDeliveryTime,
  deliveryMethods: z.array(DeliveryMethod),
});
const TxParams = z.object({ transactionUuid: z.string() });
const TxState = z.object({
  status: TransactionStatus,
  order: z.object({ uuid: z.string() }),
  /** Why a payment was declined or expired; null otherwise. */
  reason: z.nullable(z.string()),
  /** Who takes the payment: a real provider, or the built-in test gateway (test mode). */
  gateway: z.enum(['stripe', 'vipps', 'test']),
  /** The provider's page to send the parent to (Stripe Checkout, Vipps landing page). */
  redirectUrl: z.nullable(z.string()),
});
const Received = z.object({ received: z.boolean() });

/** A store-pickup location has its own price; the checkout's totals must include it. */
const pickupQuery = z.object({
  pickupLocationUuid: z.optional(z.string().check(z.maxLength(100))),
});

export const checkoutRoutes = {
  /** Opens a checkout for the session's cart (redirect to products when it has no type 0 line). */
  create: defineRoute({
    ...checkoutAddresses.create,
    schema: { response: { 200: Checkout, 400: ApiError, 401: ApiError } },
  }),
  /** The cart comes priced with the delivery, and with the pickup location when one is chosen. */
  paymentOptions: defineRoute({
    ...checkoutAddresses.paymentOptions,
    schema: {
      params: z.extend(id, { deliveryUuid: z.string() }),
      querystring: pickupQuery,
      response: {
        200: z.object({ paymentOptions: z.array(PaymentOption), cart: Cart }),
        400: ApiError,
        404: ApiError,
      },
    },
  }),
  setPaymentOption: defineRoute({
    ...checkoutAddresses.setPaymentOption,
    schema: {
      params: z.extend(id, { deliveryUuid: z.string(), paymentUuid: z.string() }),
      querystring: pickupQuery,
      response: cartOnly,
    },
  }),
  /** 400 with the voucher's own message (e.g. 'The voucher code has expired.'). */
  verifyRebateCode: defineRoute({
    ...checkoutAddresses.verifyRebateCode,
    schema: {
      params: id,
      body: z.object({
        code: z.string().check(z.maxLength(FIELD_LIMITS.voucher)),
        deliveryOptionUuid: z._default(z.nullable(z.string()), null),
      }),
      response: cartOnly,
    },
  }),
  digitalSets: defineRoute({
    ...checkoutAddresses.digitalSets,
    schema: {
      params: id,
      body: z.object({ data: z.object({ subjects: z.array(Named) }) }),
      response: cartOnly,
    },
  }),
  catalogues: defineRoute({
    ...checkoutAddresses.catalogues,
    schema: {
      params: id,
      body: CatalogueQuantities,
      response: { 200: AfterCatalogues, 400: ApiError, 404: ApiError },
    },
  }),
  /**
   * Checks the payment form (personal id number, mobile number) when the payment step is
   * continued, as Buy now will: 400 with code `pid-refused` or `mobile-refused` and the message
   * for that field.
   */
  checkPaymentData: defineRoute({
    ...checkoutAddresses.checkPaymentData,
    schema: {
      params: id,
      body: z.object({
        paymentOptionUuid: z.string().check(z.maxLength(64)),
        paymentOptionData: PaymentData,
      }),
      response: { 200: z.object({ valid: z.boolean() }), 400: ApiError, 404: ApiError },
    },
  }),
  /** Idempotent: the same checkout and cart give the same transaction. */
  transaction: defineRoute({
    ...checkoutAddresses.transaction,
    schema: {
      params: id,
      body: TransactionPayload,
      response: {
        200: z.object({
          transaction: z.object({ uuid: z.string() }),
          order: z.object({ uuid: z.string() }),
        }),
        400: ApiError,
        404: ApiError,
        409: ApiError,
      },
    },
  }),
  /** The hosted payment page and mobile polling read the transaction here. */
  transactionStatus: defineRoute({
    ...checkoutAddresses.transactionStatus,
    schema: { params: TxParams, response: { 200: TxState, 404: ApiError } },
  }),
  /** The test card gateway's hosted page posts the card here; 400 for form errors. */
  payWithCard: defineRoute({
    ...checkoutAddresses.payWithCard,
    schema: {
      params: TxParams,
      body: CardPayment,
      response: { 200: TxState, 400: ApiError, 404: ApiError, 409: ApiError },
    },
  }),
  /** The built-in mobile provider's answer from the buyer's phone. */
  mobileAnswer: defineRoute({
    ...checkoutAddresses.mobileAnswer,
    schema: {
      params: TxParams,
      body: z.object({ answer: z.enum(['approve', 'decline']) }),
      response: { 200: TxState, 400: ApiError, 404: ApiError, 409: ApiError },
    },
  }),
  /** The parent gave up at the provider: its payment is cancelled (unless it was paid meanwhile). */
  cancelPayment: defineRoute({
    ...checkoutAddresses.cancelPayment,
    schema: { params: TxParams, response: { 200: TxState, 404: ApiError, 409: ApiError } },
  }),
  /** Stripe's signed events (raw JSON body, Stripe-Signature header); 400 for a bad signature. */
  stripeWebhook: defineRoute({
    ...checkoutAddresses.stripeWebhook,
    schema: { response: { 200: Received, 400: ApiError } },
  }),
  /** Vipps MobilePay's callback: a nudge to read the payment from the API, never trusted itself. */
  vippsWebhook: defineRoute({
    ...checkoutAddresses.vippsWebhook,
    schema: {
      body: z.object({ reference: z.string().check(z.maxLength(64)) }),
      response: { 200: Received, 400: ApiError },
    },
  }),
  addressAutocomplete: defineRoute({
    ...checkoutAddresses.addressAutocomplete,
    schema: {
      querystring: z.object({ q: z._default(z.string().check(z.maxLength(200)), '') }),
      response: {
        200: z.object({
          suggestions: z.array(AddressSuggestion),
        }),
      },
    },
  }),
  /** 404 with 'Error resolving address' for an unknown id. */
  resolveAddress: defineRoute({
    ...checkoutAddresses.resolveAddress,
    schema: {
      params: z.object({ id: z.string() }),
      response: { 200: z.object({ address: PostalAddress }), 404: ApiError },
    },
  }),
} as const;
