import type { AddressOptions, DeliveryForm, DeliveryFormErrors } from '../address/delivery-form';
import { checkDeliveryForm } from '../address/delivery-form';
import { computeCartTotals } from '../pricing/cart-totals';
import type { CartTotals, CartTotalsInput } from '../pricing/cart-types';
import type { DeliveryChoice } from '../pricing/delivery/delivery-choice';
import { chooseDelivery } from '../pricing/delivery/delivery-choice';
import type { DeliverableLine, DeliveryMethod } from '../pricing/delivery/delivery-methods';
import { availableDeliveryMethods } from '../pricing/delivery/delivery-methods';
import { cartHash, transactionKey } from './idempotency';
import type { PaymentForm, PaymentOptionRules } from './payment-form';
import type { PaymentProvider, PaymentProviderKind, StartedPayment } from './providers';

export const TransactionMessages = {
  emptyCart: 'Your shopping cart is empty.',
  paymentUnavailable: 'The payment option is not available.',
} as const;

export interface PaymentOptionConfig extends PaymentOptionRules {
  readonly uuid: string;
  readonly provider: PaymentProviderKind;
}

/** Everything a transaction is decided from; the route loads it, this decides. */
export interface TransactionRequest {
  readonly checkoutUuid: string;
  /** The cart as priced for checkout; its delivery is set here from the chosen option. */
  readonly cart: CartTotalsInput;
  /** The same lines, as delivery sees them. */
  readonly deliverableLines: readonly DeliverableLine[];
  readonly deliveryMethods: readonly DeliveryMethod[];
  readonly paymentOptions: readonly PaymentOptionConfig[];
  readonly providers: Readonly<Record<PaymentProviderKind, PaymentProvider>>;
  readonly addressOptions: AddressOptions;
  readonly payload: {
    readonly deliveryOptionUuid: string;
    readonly paymentOptionUuid: string;
    readonly deliveryOptionData: DeliveryForm & { readonly pickupLocationUuid: string | null };
    readonly paymentOptionData: PaymentForm;
    readonly comment: string;
  };
  /** Earlier transactions of this checkout that were declined or expired: a retry gets a new one. */
  readonly failedAttempts: number;
  readonly now: Date;
}

export type PreparedTransaction =
  | {
      readonly ok: true;
      /** Same request, same uuid: look it up before creating it. */
      readonly transactionUuid: string;
      readonly cartHash: string;
      readonly totals: CartTotals;
      readonly delivery: Extract<DeliveryChoice, { ok: true }>;
      readonly paymentOption: PaymentOptionConfig;
      readonly payment: StartedPayment;
    }
  | {
      readonly ok: false;
      /** The text shown under the terms (the web prefixes 'Failed to create transaction'). */
      readonly error: string;
      readonly fields: DeliveryFormErrors & {
        readonly mobilePhone?: string;
        readonly pid?: string;
      };
    };

type FieldErrors = Extract<PreparedTransaction, { ok: false }>['fields'];

function fail(error: string, fields: FieldErrors = {}): PreparedTransaction {
  return { ok: false, error, fields };
}

/**
 * Decides a 'Buy now': the cart has products, the delivery option is offered to this cart
 * (with its pickup location), the delivery form and the payment form pass, then prices the
 * cart with delivery and starts the provider's payment under an idempotent uuid.
 */
export function prepareTransaction(request: TransactionRequest): PreparedTransaction {
  const { cart, payload, now } = request;
  if (cart.lines.length === 0) return fail(TransactionMessages.emptyCart);

  const available = availableDeliveryMethods(
    request.deliveryMethods,
    request.deliverableLines,
    now,
  );
  const data = payload.deliveryOptionData;
  const delivery = chooseDelivery(
    available,
    payload.deliveryOptionUuid,
    data.pickupLocationUuid,
    cart.currency,
  );
  if (!delivery.ok) return fail(delivery.error);
  const formErrors = checkDeliveryForm(
    data,
    delivery.method.type === 'postage',
    request.addressOptions,
  );
  const firstError = Object.values(formErrors)[0];
  if (firstError !== undefined) return fail(firstError, formErrors);

  const option = request.paymentOptions.find((o) => o.uuid === payload.paymentOptionUuid);
  if (option === undefined) return fail(TransactionMessages.paymentUnavailable);
  const provider = request.providers[option.provider];
  const form = provider.checkForm(payload.paymentOptionData, now, option);
  if (!form.ok) return fail(form.error, { [form.field]: form.error });

  const totals = computeCartTotals({ ...cart, delivery: delivery.charge });
  const hash = cartHash({
    lines: totals.lines.map((line) => ({
      uuid: line.uuid,
      productUuid: line.productUuid,
      quantity: line.quantity,
      actualLinePrice: line.actualLinePrice.amount,
    })),
    summary: totals.summary.map((line) => [line.description, line.linePrice.amount, line.type]),
    currency: totals.totalPrice.currency,
    voucher: cart.voucher?.code ?? null,
    delivery: [delivery.option.uuid, delivery.pickupLocation?.uuid ?? null],
    deliveryData: {
      address: data.deliveryAddress === null ? null : { ...data.deliveryAddress },
      contact: { ...data.contactInfo },
    },
    // Not the personal id number: the uuid reaches the browser, and a hash of an 11-digit
    // number with a birth date in it is easily reversed.
    payment: [option.uuid, form.data.mobilePhone],
    comment: payload.comment,
    failedAttempts: request.failedAttempts,
  });
  return {
    ok: true,
    transactionUuid: transactionKey(request.checkoutUuid, hash),
    cartHash: hash,
    totals,
    delivery,
    paymentOption: option,
    payment: provider.start(form.data, now),
  };
}
