import { screen, waitFor } from '@testing-library/react';
import { useRef, type ReactElement } from 'react';
import { useMachine } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Cart } from '../../../contract/cart';
import type { Checkout, PaymentOption } from '../../../contract/checkout';
import type { ShopSettings } from '../../../contract/shop-settings';
import { ApiError } from '../../api/client';
import { PaymentFieldError } from '../../api/checkout/payment-options';
import { queryKeys } from '../../api/query-keys';
import { deliveryOption, emptyAddress, money, norwegianForm } from '../../test/checkout';
import { renderInShop } from '../../test/render';
import { checkoutMachine } from './checkout-machine';
import { CheckoutSteps } from './CheckoutSteps';

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
    address: emptyAddress,
  },
  options: norwegianForm,
  deliveryOptions: [
    {
      type: 'postage',
      name: 'Postage',
      pickupLocations: [],
      deliveryOptions: [deliveryOption('letter', 'postage', 'Letter')],
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

/** Renders `ui` with the shop's settings already read, as the page has them (test mode off). */
function renderWithSettings(ui: ReactElement) {
  return renderInShop(ui, (client) =>
    client.setQueryData(queryKeys.shop, {
      testPayments: false,
      testGateways: [],
    } as unknown as ShopSettings),
  );
}

describe('the payment step continued', () => {
  it("shows the server's refusal of the personal id number on the field, not at Buy now", async () => {
    const { user } = renderWithSettings(<Harness />);
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

/** A shop in the United States that lists its states; the parent has Texas on file. */
const american = {
  ...checkout,
  user: { ...checkout.user, address: { ...emptyAddress, state: 'Texas' } },
  options: { ...norwegianForm, country: 'US', gatherState: true, states: ['Texas', 'Utah'] },
} as unknown as Checkout;
const pay = { ...invoice, requirePersonNo: false };
const letter = {
  optionUuid: 'letter',
  pickupLocationUuid: null,
  data: {
    contactInfo: { name: 'A B', emailAddress: 'a@b.no' },
    deliveryAddress: {
      name: 'A B',
      address: '1 Main Street',
      address2: '',
      postalCode: '73301',
      city: 'Austin',
      state: 'Texas',
    },
  },
};

/** The steps on a server whose Buy now refuses the state as the real one does (no longer listed). */
function StateHarness() {
  const chosen = useRef(false);
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createCheckout: fromPromise(async () => american),
        fetchPaymentOptions: fromPromise(async () => ({ paymentOptions: [pay], cart })),
        setPaymentOption: fromPromise(async () => cart),
        createTransaction: fromPromise(async (): Promise<{ uuid: string; orderUuid: string }> => {
          // As the web's call wraps it: the checkout's wording, the server's sentence and code.
          throw new ApiError(
            400,
            'Failed to create the transaction: Choose a state from the list',
            'Choose a state from the list',
            'state-refused',
          );
        }),
      },
    }),
  );
  if (
    !chosen.current &&
    state.matches({ ready: { steps: 'selectDeliveryOption' } }) &&
    state.context.checkout
  ) {
    chosen.current = true;
    queueMicrotask(() => send({ type: 'DELIVERY_CHOSEN', delivery: letter }));
  }
  return <CheckoutSteps state={state} send={send} />;
}

describe('Buy now refusing the state', () => {
  it("opens the delivery step again with the server's message on the State field", async () => {
    const { user } = renderWithSettings(<StateHarness />);
    // The delivery was chosen: the payment step is open, its option preselected.
    await screen.findByRole('radio', { name: /Invoice/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: /Buy now/ }));

    const state = await screen.findByRole('combobox', { name: 'State' });
    await waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    expect(state).toHaveAccessibleDescription('Choose a state from the list');
    expect(state).toHaveFocus();
    // Said once, on the field: not also under the terms.
    expect(screen.getAllByText('Choose a state from the list')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Buy now/ })).toBeNull();

    // Another state is chosen: the message goes, and the letter can go on.
    await user.selectOptions(state, 'Utah');
    expect(state).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose a state from the list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
