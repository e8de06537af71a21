import { screen, waitFor } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Cart } from '../../../contract/cart';
import type { Checkout, PaymentOption } from '../../../contract/checkout';
import type { ShopSettings } from '../../../contract/shop-settings';
import { PaymentFieldError } from '../../api/checkout/payment-options';
import { queryKeys } from '../../api/query-keys';
import { renderInShop } from '../../test/render';
import { checkoutMachine } from './checkout-machine';
import { CheckoutSteps } from './CheckoutSteps';

const money = (amount: number) => ({ amount, currency: 'NOK' });
const cart: Cart = {
  orderLines: [],
  summary: { lines: [], totalPrice: money(24800), freeDelivery: true },
  rebateCode: null,
};
const checkout = {
  checkoutUuid: 'c1',
  cart,
  user: {
    name: 'A B',
    emailAddress: 'a@b.no',
    mobilePhone: '',
    address: { address: '', address2: '', postalCode: '', city: '', state: '' },
  },
  options: {
    country: 'NO',
    hidePostalCode: false,
    gatherState: false,
    states: [],
    gatherAddress2: false,
    useAddressAutocompleteService: false,
  },
  deliveryOptions: [
    {
      type: 'postage',
      name: 'Postage',
      pickupLocations: [],
      deliveryOptions: [
        {
          uuid: 'letter',
          name: 'Letter',
          description: '',
          type: 'postage',
          price: money(4900),
          deliverytime: 0,
          expire: null,
          isExpress: false,
          subjects: [],
        },
      ],
    },
  ],
  upsaleList: [],
} as unknown as Checkout;
const invoice = {
  uuid: 'invoice',
  title: 'Invoice',
  mobileTitle: 'Invoice',
  description: '',
  mobileDescription: 'Pay within 14 days.',
  verifyMobile: false,
  requirePersonNo: true,
} as PaymentOption;
const delivery = {
  optionUuid: 'letter',
  pickupLocationUuid: null,
  data: { deliveryAddress: null, contactInfo: { name: 'A B', emailAddress: 'a@b.no' } },
};

/** The checkout steps on a server that refuses the personal id number '123' like the real one. */
function Harness() {
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createCheckout: fromPromise(async () => checkout),
        fetchPaymentOptions: fromPromise(async () => ({ paymentOptions: [invoice], cart })),
        setPaymentOption: fromPromise(async ({ input }) => {
          if (input.payment.pid !== '01017512345')
            throw new PaymentFieldError('pid', 'Invalid personal id number');
          return cart;
        }),
      },
    }),
  );
  if (state.matches({ ready: { steps: 'selectDeliveryOption' } }) && state.context.checkout)
    queueMicrotask(() => send({ type: 'DELIVERY_CHOSEN', delivery }));
  return <CheckoutSteps state={state} send={send} />;
}

describe('the payment step continued', () => {
  it("shows the server's refusal of the personal id number on the field, not at Buy now", async () => {
    // The shop's settings as the page has them already (the payment options read test mode).
    const { user } = renderInShop(<Harness />, (client) =>
      client.setQueryData(queryKeys.shop, {
        testPayments: false,
        testGateways: [],
      } as unknown as ShopSettings),
    );
    const pid = await screen.findByRole('textbox', { name: 'Personal id number (11 digits)' });
    await user.type(pid, '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pid).toHaveAttribute('aria-invalid', 'true'));
    expect(pid).toHaveAccessibleDescription('Invalid personal id number');
    expect(screen.queryByRole('button', { name: /Buy now/ })).toBeNull();
    // The collapsed delivery step shows the price charged: this cart gets free delivery.
    expect(screen.getByText('Letter · Free')).toBeVisible();

    // Typing again clears the old message; a valid number moves on to the summary.
    await user.type(pid, '4');
    expect(pid).not.toHaveAttribute('aria-invalid');
    await user.clear(pid);
    await user.type(pid, '01017512345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Personal id number (11 digits)' })).toBeNull(),
    );
  });
});
