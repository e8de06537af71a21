import type { CustomerFacts } from './campaign';
import type { Currency, Money } from './money';
import type { PricedProduct } from './product';
import type { Rebate } from './rebates';
import type { Voucher } from './vouchers';

/** Order line and summary line types (docs/rules/purchase.md §3). */
export const OrderLineType = { product: 0, voucher: 1, discount: 2, fee: 3, total: 4 } as const;
export type OrderLineTypeCode = (typeof OrderLineType)[keyof typeof OrderLineType];

export const SummaryLabels = {
  subtotal: 'Subtotal',
  voucher: 'Voucher %s',
  total: 'Total',
} as const;

/** A product line priced from the product's tiers. */
export interface ProductLineInput {
  readonly kind: 'product';
  readonly uuid: string;
  readonly product: PricedProduct;
  readonly description: string;
  readonly quantity: number;
  readonly subProductUuids: readonly string[];
}

/** A line with a unit price of its own (a package or a catalogue), times its quantity. */
export interface PricedLineInput {
  readonly kind: 'priced';
  readonly uuid: string;
  readonly productUuid: string;
  readonly description: string;
  readonly quantity: number;
  /** What one unit costs without offers ('Original price'). */
  readonly originalUnitPrice: Money;
  /** What one unit costs the customer (e.g. a package's time-limited price). */
  readonly unitPrice: Money;
}

export type CartLineInput = ProductLineInput | PricedLineInput;

export interface Charge {
  readonly description: string;
  readonly price: Money;
}

export interface CartTotalsInput {
  readonly currency: Currency;
  readonly lines: readonly CartLineInput[];
  readonly facts: CustomerFacts;
  /** Ordinal-tier products: items of each product the customer has already bought. */
  readonly boughtCounts: ReadonlyMap<string, number>;
  readonly rebates: readonly Rebate[];
  /** A voucher already accepted by checkVoucher. */
  readonly voucher: Voucher | null;
  /** The chosen delivery option; null before one is chosen. */
  readonly delivery: Charge | null;
  /** Shop setting webshop.freeShippingThreshold; negative: no free delivery. */
  readonly freeDeliveryThreshold: Money;
  readonly fees: readonly Charge[];
}

export interface PricedCartLine {
  readonly uuid: string;
  readonly type: typeof OrderLineType.product;
  readonly productUuid: string;
  readonly description: string;
  readonly quantity: number;
  readonly linePrice: Money;
  readonly actualLinePrice: Money;
  readonly rebate: { readonly linePrice: Money } | null;
  readonly unitPrice: Money;
}

export interface SummaryLine {
  readonly description: string;
  readonly linePrice: Money;
  readonly type: OrderLineTypeCode;
}

export interface CartTotals {
  readonly lines: readonly PricedCartLine[];
  readonly summary: readonly SummaryLine[];
  /** Sum of the product lines (what they cost after campaign prices). */
  readonly subtotal: Money;
  /** Subtotal less rebates and voucher: what counts towards free delivery. */
  readonly goodsTotal: Money;
  readonly discountTotal: Money;
  readonly voucherDiscount: Money;
  readonly deliveryPrice: Money | null;
  readonly freeDelivery: boolean;
  readonly totalPrice: Money;
}
