import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart } from '../../../contract/cart';
import type { Checkout, PaymentOption } from '../../../contract/checkout';
import { ApiError } from '../../api/client';
import { wrapped } from '../../api/checkout/create-checkout';
import { checkoutMachine, singleDeliveryOption, TotalChangedError } from './checkout-machine';
import type { TransactionInput } from './checkout-types';

const money = (amount: number) => ({ amount, currency: 'NOK' });
const cart = (total: number): Cart => ({
  orderLines: [],
  summary: { lines: [], totalPrice: money(total) },
  rebateCode: null,
});
const option = (uuid: string) => ({
  uuid,
  name: uuid,
  description: '',
  type: 'postage' as const,
  price: money(4900),
  deliverytime: 5,
  expire: null,
  isExpress: false,
  subjects: [],
});
const checkout = (upsells = 0, options = ['letter', 'express']): Checkout =>
  ({
    checkoutUuid: 'c1',
    cart: cart(19900),
    deliveryOptions: [
      {
        type: 'postage',
        name: 'Postage',
        deliveryOptions: options.map(option),
        pickupLocations: [],
      },
    ],
    upsaleList: Array.from({ length: upsells }, () => ({ type: 'CATALOGUE' })),
  }) as unknown as Checkout;
const payment = (uuid: string) => ({ uuid }) as PaymentOption;
const delivery = {
  optionUuid: 'letter',
  pickupLocationUuid: null,
  data: { deliveryAddress: null, contactInfo: { name: 'A B', emailAddress: 'a@b.no' } },
};

function start(
  opts: { upsells?: number; failTransaction?: boolean; totalChangedTo?: number } = {},
) {
  const seen: TransactionInput[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      createCheckout: fromPromise(async () => checkout(opts.upsells ?? 0)),
      fetchPaymentOptions: fromPromise(async () => ({
        paymentOptions: [payment('invoice'), payment('card')],
        cart: cart(24800),
      })),
      setPaymentOption: fromPromise(async () => cart(24800)),
      createTransaction: fromPromise(async ({ input }: { input: TransactionInput }) => {
        seen.push(input);
        if (opts.totalChangedTo !== undefined && seen.length === 1)
          throw new TotalChangedError(cart(opts.totalChangedTo));
        if (opts.failTransaction)
          throw new Error('Failed to create transaction: Invalid personal id number');
        return { uuid: 't1', orderUuid: 'o1' };
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, seen };
}

type Actor = ReturnType<typeof start>['actor'];
const at = (actor: Actor, value: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) =>
  actor.getSnapshot().matches(value);

describe('checkout statechart', () => {
  it('goes delivery → payment (first option preselected) → confirm → paying', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'selectDeliveryOption' } }));
    actor.send({ type: 'DELIVERY_CHOSEN', delivery });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'selectPaymentOption' } }));
    expect(actor.getSnapshot().context.paymentOptionUuid).toBe('invoice');
    expect(actor.getSnapshot().context.cart?.summary.totalPrice.amount).toBe(24800);
    actor.send({ type: 'SELECT_PAYMENT', uuid: 'card' });
    actor.send({ type: 'PAYMENT_CHOSEN', payment: { mobilePhone: null, pid: null } });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'confirmOrder' } }));
    actor.send({ type: 'BUY' });
    expect(at(actor, { ready: { steps: 'confirmOrder' } })).toBe(true);
    actor.send({ type: 'TOGGLE_TERMS', accepted: true });
    actor.send({ type: 'SET_COMMENT', comment: 'Hi' });
    actor.send({ type: 'BUY' });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'paying' } }));
    expect(actor.getSnapshot().context.transaction).toEqual({ uuid: 't1', orderUuid: 'o1' });
    expect(seen[0]).toMatchObject({ checkoutUuid: 'c1', paymentOptionUuid: 'card', comment: 'Hi' });
  });

  it('stores the transaction error and stays on the confirm step', async () => {
    const { actor } = start({ failTransaction: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DELIVERY_CHOSEN', delivery });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'selectPaymentOption' } }));
    actor.send({ type: 'PAYMENT_CHOSEN', payment: { mobilePhone: null, pid: '1' } });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'confirmOrder' } }));
    actor.send({ type: 'TOGGLE_TERMS', accepted: true });
    actor.send({ type: 'BUY' });
    await waitFor(actor, (s) => s.context.transactionError !== null);
    expect(at(actor, { ready: { steps: 'confirmOrder' } })).toBe(true);
    expect(actor.getSnapshot().context.transactionError).toBe(
      'Failed to create transaction: Invalid personal id number',
    );
  });

  it('sends the total shown; a changed total shows the new cart, and Buy now sends that', async () => {
    const { actor, seen } = start({ totalChangedTo: 44700 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DELIVERY_CHOSEN', delivery });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'selectPaymentOption' } }));
    actor.send({ type: 'PAYMENT_CHOSEN', payment: { mobilePhone: null, pid: null } });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'confirmOrder' } }));
    actor.send({ type: 'TOGGLE_TERMS', accepted: true });
    actor.send({ type: 'BUY' });
    await waitFor(actor, (s) => s.context.totalChanged);
    expect(at(actor, { ready: { steps: 'confirmOrder' } })).toBe(true);
    expect(seen[0]?.total).toBe(24800);
    expect(actor.getSnapshot().context.cart?.summary.totalPrice.amount).toBe(44700);
    actor.send({ type: 'BUY' });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'paying' } }));
    expect(seen[1]?.total).toBe(44700);
  });

  it('edit buttons return to their step; a new delivery reloads the payment options', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DELIVERY_CHOSEN', delivery });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'selectPaymentOption' } }));
    actor.send({ type: 'SELECT_PAYMENT', uuid: 'card' });
    actor.send({ type: 'PAYMENT_CHOSEN', payment: { mobilePhone: null, pid: null } });
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'confirmOrder' } }));
    actor.send({ type: 'EDIT_PAYMENT' });
    expect(at(actor, { ready: { steps: 'selectPaymentOption' } })).toBe(true);
    actor.send({ type: 'EDIT_DELIVERY' });
    expect(at(actor, { ready: { steps: 'selectDeliveryOption' } })).toBe(true);
    actor.send({ type: 'DELIVERY_CHOSEN', delivery: { ...delivery, optionUuid: 'express' } });
    expect(actor.getSnapshot().context.paymentOptions).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: { steps: 'selectPaymentOption' } }));
    expect(actor.getSnapshot().context.paymentOptionUuid).toBe('card');
  });

  it('steps through the upsell popups one after another', async () => {
    const { actor } = start({ upsells: 2 });
    await waitFor(actor, (s) => s.matches({ ready: { upsell: 'showing' } }));
    actor.send({ type: 'UPSELL_NEXT' });
    expect(actor.getSnapshot().context.upsellIndex).toBe(1);
    expect(at(actor, { ready: { upsell: 'showing' } })).toBe(true);
    actor.send({ type: 'UPSELL_NEXT' });
    expect(at(actor, { ready: { upsell: 'done' } })).toBe(true);
  });

  describe('once per checkout', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('does not show the popups again when the parent comes back to the same checkout', async () => {
      const stored = new Map<string, string>();
      vi.stubGlobal('sessionStorage', {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
      });
      const first = start({ upsells: 2 }).actor;
      await waitFor(first, (s) => s.matches({ ready: { upsell: 'showing' } }));
      first.send({ type: 'UPSELL_NEXT' });
      first.stop();

      // Back on the checkout page (a new machine): only the popup not yet passed shows.
      const second = start({ upsells: 2 }).actor;
      await waitFor(second, (s) => s.matches('ready'));
      expect(second.getSnapshot().context.upsellIndex).toBe(1);
      second.send({ type: 'UPSELL_NEXT' });
      second.stop();

      const third = start({ upsells: 2 }).actor;
      await waitFor(third, (s) => s.matches('ready'));
      expect(at(third, { ready: { upsell: 'done' } })).toBe(true);
    });
  });

  it('preselects the delivery option of a single method with one option', () => {
    expect(singleDeliveryOption(checkout(0, ['letter']))).toBe('letter');
    expect(singleDeliveryOption(checkout(0))).toBeNull();
  });
});

describe('buying catalogues in checkout', () => {
  it('updates the cart, the delivery methods and the catalogue delivery time', async () => {
    const { actor } = start({ upsells: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    const methods = checkout(0, ['letter']).deliveryOptions;
    actor.send({
      type: 'CART_UPDATED',
      cart: cart(44800),
      deliveryMethods: methods,
      catalogueMaxDeliveryTime: { days: 30, lastPhotoDay: '2026-09-12' },
    });
    const ctx = actor.getSnapshot().context;
    expect(ctx.cart?.summary.totalPrice.amount).toBe(44800);
    expect(ctx.checkout?.deliveryOptions).toBe(methods);
    expect(ctx.checkout?.catalogueMaxDeliveryTime).toEqual({
      days: 30,
      lastPhotoDay: '2026-09-12',
    });
  });
});

describe('a checkout that cannot start', () => {
  it("keeps the server's error code, so an empty cart is told by its code", async () => {
    const body = { error: 'Your shopping cart is empty.', code: 'cart-empty' };
    const machine = checkoutMachine.provide({
      actors: {
        createCheckout: fromPromise(() =>
          wrapped(Promise.reject(new ApiError(400, body.error, body)), 'createCheckout'),
        ),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorCode).toBe('cart-empty');
  });
});
