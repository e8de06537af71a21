import type { z } from 'zod';
import type {
  Checkout,
  DeliveryData,
  PaymentData,
  PaymentOption,
  UpsellItem,
} from '../../../contract/checkout';
import type { Cart } from '../../../contract/cart';
import type { Money } from '../../../contract/money';
import type { ErrorCode } from '../../../contract/errors';

export type DeliveryDataInput = z.input<typeof DeliveryData>;
export type PaymentDataInput = z.input<typeof PaymentData>;
export type Upsell = z.infer<typeof UpsellItem>;

/** A delivery price as it will be charged: nothing when the cart gets free delivery. */
export function chargedDelivery(price: Money, freeDelivery: boolean): Money {
  return freeDelivery ? { amount: 0, currency: price.currency } : price;
}

/** A field of the delivery form the server refused, with its message in the parent's language. */
export interface DeliveryFieldError {
  field: 'state';
  message: string;
}

/** The type of a form field's error that holds the server's sentence, not a translation key. */
export const SERVER_ERROR = 'server';

/** What step 1 decided: the option, its pickup location and the delivery form. */
export interface DeliveryChoice {
  optionUuid: string;
  pickupLocationUuid: string | null;
  data: DeliveryDataInput;
}

export interface CheckoutContext {
  checkout: Checkout | null;
  cart: Cart | null;
  delivery: DeliveryChoice | null;
  paymentOptions: PaymentOption[] | null;
  /** The selected payment option (the first is preselected). */
  paymentOptionUuid: string | null;
  payment: PaymentDataInput;
  termsAccepted: boolean;
  comment: string;
  /** Index of the upsell popup showing. */
  upsellIndex: number;
  /** A failed call's text ('Failed to …: cause'); the transaction's shows under the terms. */
  error: string | null;
  /** The failed call's error code (`cart-empty` sends the visitor to the product list). */
  errorCode: ErrorCode | null;
  /** The server refused a field of the payment form when the payment step was continued. */
  paymentFieldError: { field: 'pid' | 'mobilePhone'; message: string } | null;
  /**
   * Buy now was refused for a field of the delivery form (a state outside the shop's list): the
   * delivery step opens again with the server's message on that field.
   */
  deliveryFieldError: DeliveryFieldError | null;
  transactionError: string | null;
  /** Buy now was refused because the cart's total changed; `cart` holds the new total. */
  totalChanged: boolean;
  transaction: { uuid: string; orderUuid: string } | null;
}

export interface TransactionInput {
  checkoutUuid: string;
  delivery: DeliveryChoice;
  paymentOptionUuid: string;
  payment: PaymentDataInput;
  comment: string;
  /** The total (minor units) the Buy now button showed: the server charges it or refuses. */
  total: number;
}
