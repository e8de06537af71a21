import { z } from 'zod/mini';
import { OrderLine, SummaryLine } from './cart';
import { CatalogueMaxDeliveryTime, DeliveryType } from './checkout';
import { ApiError } from './errors';
import { orderAddresses } from './addresses/orders';
import { defineRoute } from './http';
import { Money } from './money';
import { ORDER_STATUSES } from './order-status';

export const OrderListItem = z.object({
  uuid: z.string(),
  /** ISO instant the payment was approved. */
  confirmTime: z.string(),
  totalPrice: Money,
  /** Where the order is on its way (orders confirmed before statuses existed have none). */
  status: z.optional(z.enum(ORDER_STATUSES)),
  /** The carrier's tracking reference once shipped, when there is one. */
  trackingReference: z.optional(z.nullable(z.string())),
});

export const OrderDelivery = z.object({
  type: DeliveryType,
  name: z.string(),
  /** Business days for postage; 0 when not known. */
  deliverytime: z.int(),
  /** ISO date the delivery is expected after, when the option names a time. */
  afterDate: z.nullable(z.string()),
  address: z.nullable(
    z.object({
      name: z.string(),
      address: z.string(),
      address2: z.string(),
      postalCode: z.string(),
      city: z.string(),
      state: z.string(),
    }),
  ),
  pickupLocation: z.nullable(
    z.object({
      pickupname: z.string(),
      pickupaddress1: z.string(),
      pickuppostalcode: z.string(),
      pickupcity: z.string(),
      deliveryTime: z.object({ string: z.string(), seconds: z.int() }),
    }),
  ),
  /** The school of a school pickup. */
  schoolName: z.nullable(z.string()),
  contactInfo: z.object({ name: z.string(), emailAddress: z.string() }),
});

/** One way to download a bought picture: on a background, transparent, or as photographed. */
export const DownloadLink = z.object({
  /** 'background': on `backgroundUuid`; 'transparent': a PNG cut out of its green screen. */
  kind: z.enum(['background', 'transparent', 'original']),
  backgroundUuid: z.nullable(z.string()),
  /** The background's name (the studio's words), else null. */
  backgroundName: z.nullable(z.string()),
  /** The background a parent gets unless they choose another (the set's default). */
  preferred: z.boolean(),
  /** A path on the shop: answers the file to its buyer only (signed in), else 404/403. */
  url: z.string(),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

/** A bought digital picture of an order, at full resolution, in each form it can be had. */
export const OrderDownload = z.object({
  pictureUuid: z.string(),
  /** The order line's description, e.g. "Digital portrait, Emma". */
  description: z.string(),
  /** 1-based place of the picture in its set (a set line holds several). */
  number: z.int(),
  greenscreen: z.boolean(),
  /**
   * True while the picture waits for the order's invoice to be paid (the shop lets digital files
   * out only then): `links` is empty until it is.
   */
  awaitingPayment: z.boolean(),
  /** Preferred first. */
  links: z.array(DownloadLink),
});
export type OrderDownload = z.infer<typeof OrderDownload>;

/** The business that sold the order, as the receipt names it. */
export const ReceiptSeller = z.object({
  name: z.string(),
  organisationNumber: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  bankAccount: z.string(),
  /** False: the seller charges no VAT and the receipt shows none. */
  vatRegistered: z.boolean(),
});

/** docs/rules/purchase.md §10: seller, payment method, VAT per rate and the invoice. */
export const OrderReceipt = z.object({
  seller: ReceiptSeller,
  method: z.object({ kind: z.enum(['invoice', 'mobile', 'card']), title: z.string() }),
  /** Highest rate first; rate in basis points (2500 is 25 %); gross includes the VAT. */
  vat: z.array(z.object({ rate: z.int(), gross: Money, net: Money, vat: Money })),
  vatTotal: Money,
  /** The VAT rate of each order line, in the order of orderLines. */
  lineRates: z.array(z.int()),
  invoice: z.nullable(
    z.object({
      number: z.int(),
      kid: z.string(),
      /** yyyy-mm-dd */
      dueDate: z.string(),
      status: z.enum(['open', 'paid']),
      amount: Money,
      /** Where its owner downloads the PDF. */
      url: z.string(),
    }),
  ),
});
export type OrderReceipt = z.infer<typeof OrderReceipt>;

/** docs/rules/purchase.md §3 Order details. */
export const OrderDetails = z.object({
  uuid: z.string(),
  confirmTime: z.string(),
  orderLines: z.array(OrderLine),
  rebateCode: z.nullable(z.string()),
  summary: z.object({ lines: z.array(SummaryLine), totalPrice: Money }),
  payment: z.object({ isInvoice: z.boolean(), title: z.string() }),
  delivery: OrderDelivery,
  containDigitalProducts: z.boolean(),
  /** The bought digital pictures to download (none until the order has some). */
  downloads: z.optional(z.array(OrderDownload)),
  catalogueMaxDeliveryTime: CatalogueMaxDeliveryTime,
  comment: z.string(),
  /** Null for orders made before receipts carried seller, method and VAT. */
  receipt: z.nullable(OrderReceipt),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

/** Only the owner's confirmed orders; others get 404. */
export const orderRoutes = {
  list: defineRoute({
    ...orderAddresses.list,
    schema: { response: { 200: z.array(OrderListItem), 401: ApiError } },
  }),
  legacyDetails: defineRoute({
    ...orderAddresses.legacyDetails,
    schema: {
      querystring: z.object({ uuid: z.string().check(z.maxLength(64)) }),
      response: {
        200: z.object({ orderLines: z.array(OrderLine), rebateCode: z.nullable(z.string()) }),
        401: ApiError,
        404: ApiError,
      },
    },
  }),
  one: defineRoute({
    ...orderAddresses.one,
    schema: {
      params: z.object({ orderUuid: z.string().check(z.maxLength(64)) }),
      response: { 200: z.object({ order: OrderDetails }), 401: ApiError, 404: ApiError },
    },
  }),
} as const;
