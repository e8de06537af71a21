import { assign, fromPromise, setup } from 'xstate';
import type { Cart } from '../../../contract/cart';
import type { Checkout, PaymentOption } from '../../../contract/checkout';
import { ApiError } from '../../api/client';
import { PaymentFieldError } from '../../api/checkout/payment-options';
import type {
  CheckoutContext,
  DeliveryChoice,
  DeliveryFieldError,
  PaymentDataInput,
  TransactionInput,
} from './checkout-types';
import { rememberUpsellsSeen, upsellsSeen } from './upsells-seen';

type Events =
  | { type: 'DELIVERY_CHOSEN'; delivery: DeliveryChoice }
  | { type: 'SELECT_PAYMENT'; uuid: string }
  | { type: 'PAYMENT_CHOSEN'; payment: PaymentDataInput }
  | { type: 'EDIT_DELIVERY' }
  | { type: 'EDIT_PAYMENT' }
  | { type: 'TOGGLE_TERMS'; accepted: boolean }
  | { type: 'SET_COMMENT'; comment: string }
  | { type: 'BUY' }
  | {
      type: 'CART_UPDATED';
      cart: Cart;
      deliveryMethods?: Checkout['deliveryOptions'];
      catalogueMaxDeliveryTime?: Checkout['catalogueMaxDeliveryTime'];
    }
  | { type: 'UPSELL_NEXT' };

/** Buy now was refused (409) because the cart's total is no longer the one shown: the new cart. */
export class TotalChangedError extends Error {
  constructor(readonly cart: Cart) {
    super('The total has changed');
    this.name = 'TotalChangedError';
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Buy now refused the delivery address's state (not in the shop's list): the server's own
 * sentence, without the 'Failed to …' wording, for the State field; null for other failures.
 */
function refusedState(error: unknown): DeliveryFieldError | null {
  if (!(error instanceof ApiError) || error.code !== 'state-refused') return null;
  return { field: 'state', message: typeof error.body === 'string' ? error.body : error.message };
}

/** The only delivery option when the cart has one method with one option (preselected). */
export function singleDeliveryOption(checkout: Checkout): string | null {
  const [method, ...others] = checkout.deliveryOptions;
  if (!method || others.length > 0 || method.deliveryOptions.length !== 1) return null;
  return method.deliveryOptions[0]?.uuid ?? null;
}

/**
 * Checkout steps (docs/rules/purchase.md §4): select-delivery-option → select-payment-option
 * (payment options cleared and reloaded) → confirm-order (after the payment option is set, which
 * refreshes the cart). Edit returns to a step. The upsell popups step through the list in a
 * parallel region.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as Events },
  actions: {
    // Once per checkout: the popups already passed in this browser session stay passed.
    rememberUpsells: ({ context }) => {
      if (context.checkout) rememberUpsellsSeen(context.checkout.checkoutUuid, context.upsellIndex);
    },
  },
  actors: {
    createCheckout: fromPromise<Checkout>(() => Promise.reject(new Error('not provided'))),
    fetchPaymentOptions: fromPromise<
      { paymentOptions: PaymentOption[]; cart: Cart },
      { checkoutUuid: string; deliveryUuid: string; pickupLocationUuid: string | null }
    >(() => Promise.reject(new Error('not provided'))),
    setPaymentOption: fromPromise<
      Cart,
      {
        checkoutUuid: string;
        deliveryUuid: string;
        paymentUuid: string;
        pickupLocationUuid: string | null;
        /** The payment form, checked by the server before the option is set. */
        payment: PaymentDataInput;
      }
    >(() => Promise.reject(new Error('not provided'))),
    createTransaction: fromPromise<{ uuid: string; orderUuid: string }, TransactionInput>(() =>
      Promise.reject(new Error('not provided')),
    ),
  },
  guards: {
    canBuy: ({ context }) =>
      context.delivery !== null && context.paymentOptionUuid !== null && context.termsAccepted,
    upsellDone: ({ context }) =>
      context.checkout !== null && context.upsellIndex >= context.checkout.upsaleList.length,
  },
}).createMachine({
  id: 'checkout',
  initial: 'loading',
  context: {
    checkout: null,
    cart: null,
    delivery: null,
    paymentOptions: null,
    paymentOptionUuid: null,
    payment: { mobilePhone: null, pid: null },
    termsAccepted: false,
    comment: '',
    upsellIndex: 0,
    error: null,
    errorCode: null,
    paymentFieldError: null,
    deliveryFieldError: null,
    transactionError: null,
    totalChanged: false,
    transaction: null,
  },
  on: {
    CART_UPDATED: {
      actions: assign(({ context, event }) => ({
        cart: event.cart,
        checkout:
          context.checkout && event.deliveryMethods
            ? {
                ...context.checkout,
                deliveryOptions: event.deliveryMethods,
                catalogueMaxDeliveryTime:
                  event.catalogueMaxDeliveryTime ?? context.checkout.catalogueMaxDeliveryTime,
              }
            : context.checkout,
      })),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'createCheckout',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            checkout: event.output,
            cart: event.output.cart,
            upsellIndex: upsellsSeen(event.output.checkoutUuid),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => message(event.error),
            errorCode: ({ event }) => (event.error instanceof ApiError ? event.error.code : null),
          }),
        },
      },
    },
    failed: {},
    ready: {
      type: 'parallel',
      states: {
        steps: {
          initial: 'selectDeliveryOption',
          states: {
            selectDeliveryOption: {
              on: {
                DELIVERY_CHOSEN: {
                  target: 'loadingPaymentOptions',
                  actions: assign({
                    delivery: ({ event }) => event.delivery,
                    paymentOptions: null,
                    error: null,
                    deliveryFieldError: null,
                  }),
                },
              },
            },
            loadingPaymentOptions: {
              invoke: {
                src: 'fetchPaymentOptions',
                input: ({ context }) => ({
                  checkoutUuid: context.checkout?.checkoutUuid ?? '',
                  deliveryUuid: context.delivery?.optionUuid ?? '',
                  pickupLocationUuid: context.delivery?.pickupLocationUuid ?? null,
                }),
                onDone: {
                  target: 'selectPaymentOption',
                  actions: assign(({ context, event }) => {
                    const options = event.output.paymentOptions;
                    const kept = options.some((o) => o.uuid === context.paymentOptionUuid);
                    return {
                      paymentOptions: options,
                      cart: event.output.cart,
                      paymentOptionUuid: kept
                        ? context.paymentOptionUuid
                        : (options[0]?.uuid ?? null),
                    };
                  }),
                },
                onError: {
                  target: 'selectDeliveryOption',
                  actions: assign({ error: ({ event }) => message(event.error) }),
                },
              },
            },
            selectPaymentOption: {
              on: {
                SELECT_PAYMENT: {
                  actions: assign({
                    paymentOptionUuid: ({ event }) => event.uuid,
                    paymentFieldError: null,
                  }),
                },
                PAYMENT_CHOSEN: {
                  target: 'settingPaymentOption',
                  actions: assign({
                    payment: ({ event }) => event.payment,
                    error: null,
                    paymentFieldError: null,
                  }),
                },
                EDIT_DELIVERY: 'selectDeliveryOption',
              },
            },
            settingPaymentOption: {
              invoke: {
                src: 'setPaymentOption',
                input: ({ context }) => ({
                  checkoutUuid: context.checkout?.checkoutUuid ?? '',
                  deliveryUuid: context.delivery?.optionUuid ?? '',
                  paymentUuid: context.paymentOptionUuid ?? '',
                  pickupLocationUuid: context.delivery?.pickupLocationUuid ?? null,
                  payment: context.payment,
                }),
                onDone: {
                  target: 'confirmOrder',
                  actions: assign({ cart: ({ event }) => event.output }),
                },
                onError: {
                  target: 'selectPaymentOption',
                  // A refused field shows on the field; any other failure above the step.
                  actions: assign(({ event }) =>
                    event.error instanceof PaymentFieldError
                      ? {
                          paymentFieldError: {
                            field: event.error.field,
                            message: event.error.message,
                          },
                        }
                      : { error: message(event.error) },
                  ),
                },
              },
            },
            confirmOrder: {
              on: {
                TOGGLE_TERMS: { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
                SET_COMMENT: { actions: assign({ comment: ({ event }) => event.comment }) },
                BUY: { guard: 'canBuy', target: 'creatingTransaction' },
                EDIT_DELIVERY: 'selectDeliveryOption',
                EDIT_PAYMENT: 'selectPaymentOption',
              },
            },
            creatingTransaction: {
              entry: assign({ transactionError: null, totalChanged: false }),
              invoke: {
                src: 'createTransaction',
                input: ({ context }): TransactionInput => ({
                  checkoutUuid: context.checkout?.checkoutUuid ?? '',
                  delivery: context.delivery as DeliveryChoice,
                  paymentOptionUuid: context.paymentOptionUuid ?? '',
                  payment: context.payment,
                  comment: context.comment,
                  total: context.cart?.summary.totalPrice.amount ?? 0,
                }),
                onDone: {
                  target: 'paying',
                  actions: assign({ transaction: ({ event }) => event.output }),
                },
                onError: [
                  {
                    // The State is on the delivery step: it opens again with the message there.
                    guard: ({ event }) => refusedState(event.error) !== null,
                    target: 'selectDeliveryOption',
                    actions: assign({
                      deliveryFieldError: ({ event }) => refusedState(event.error),
                    }),
                  },
                  {
                    target: 'confirmOrder',
                    actions: assign(({ event }) =>
                      event.error instanceof TotalChangedError
                        ? { cart: event.error.cart, totalChanged: true, transactionError: null }
                        : { transactionError: message(event.error) },
                    ),
                  },
                ],
              },
            },
            paying: { type: 'final' },
          },
        },
        upsell: {
          initial: 'showing',
          states: {
            showing: {
              always: { guard: 'upsellDone', target: 'done' },
              on: {
                UPSELL_NEXT: {
                  target: 'showing',
                  reenter: true,
                  actions: [
                    assign({ upsellIndex: ({ context }) => context.upsellIndex + 1 }),
                    'rememberUpsells',
                  ],
                },
              },
            },
            done: {},
          },
        },
      },
    },
  },
});

export type CheckoutEvent = Events;
