import { describe, expect, it } from 'vitest';
import { emptyCart, printLine } from '../pricing/cart-fixtures.test-data';
import { location, method, option } from '../pricing/delivery/delivery-fixtures.test-data';
import { money } from '../pricing/money';
import type { TransactionRequest } from './prepare-transaction';
import { prepareTransaction } from './prepare-transaction';
import { createPaymentProviders } from './providers';

const now = new Date('2026-11-23T09:00:00Z');
const pickup = location('0c1f2a3b-aaaa-4bbb-8ccc-000000000001', 0);
const request: TransactionRequest = {
  checkoutUuid: 'checkout-1',
  cart: { ...emptyCart, lines: [printLine('a', 2)], freeDeliveryThreshold: money(50000) },
  deliverableLines: [{ digital: false, subjectUuids: ['emma'] }],
  deliveryMethods: [
    method('postage', [option('post', 'postage')]),
    method('school-pickup', [option('school', 'school-pickup')], [pickup]),
  ],
  paymentOptions: [
    { uuid: 'invoice', provider: 'invoice', verifyMobile: false, requirePersonNo: true },
    { uuid: 'vipps', provider: 'mobile', verifyMobile: true, requirePersonNo: false },
    { uuid: 'card', provider: 'card', verifyMobile: false, requirePersonNo: false },
  ],
  providers: createPaymentProviders(),
  addressOptions: { hidePostalCode: false, gatherState: false, states: [] },
  payload: {
    deliveryOptionUuid: 'post',
    paymentOptionUuid: 'invoice',
    deliveryOptionData: {
      deliveryAddress: {
        name: 'Kari Nordmann',
        address: 'Storgata 12',
        address2: '',
        postalCode: '9008',
        city: 'Tromsø',
        state: '',
      },
      contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.no' },
      pickupLocationUuid: null,
    },
    paymentOptionData: { pid: '01019000083' },
    comment: '',
  },
  failedAttempts: 0,
  now,
};
const withPayload = (changes: Partial<TransactionRequest['payload']>): TransactionRequest => ({
  ...request,
  payload: { ...request.payload, ...changes },
});

describe('prepareTransaction', () => {
  it('prices the cart with delivery and starts the payment', () => {
    const prepared = prepareTransaction(request);
    if (!prepared.ok) throw new Error(prepared.error);
    expect(prepared.totals.totalPrice.amount).toBe(2 * 10000 + 9900);
    expect(prepared.payment).toMatchObject({ kind: 'invoice', status: 'approved' });
    expect(prepared.delivery.option.uuid).toBe('post');
  });

  it.each<[string, TransactionRequest, string, Record<string, string>]>([
    ['empty cart', { ...request, cart: emptyCart }, 'Your shopping cart is empty.', {}],
    [
      'unknown delivery',
      withPayload({ deliveryOptionUuid: 'drone' }),
      'The delivery option is not available.',
      {},
    ],
    [
      'pickup without a place',
      withPayload({ deliveryOptionUuid: 'school' }),
      'Please choose a pickup location.',
      {},
    ],
    [
      'missing city',
      withPayload({
        deliveryOptionData: {
          ...request.payload.deliveryOptionData,
          deliveryAddress: {
            name: 'K',
            address: 'S',
            address2: '',
            postalCode: '9008',
            city: ' ',
            state: '',
          },
        },
      }),
      'This is required!',
      { 'deliveryAddress.city': 'This is required!' },
    ],
    [
      'unknown payment',
      withPayload({ paymentOptionUuid: 'cash' }),
      'The payment option is not available.',
      {},
    ],
    [
      'bad personal id',
      withPayload({ paymentOptionData: { pid: '01019000084' } }),
      'Invalid personal id number',
      { pid: 'Invalid personal id number' },
    ],
    [
      'bad phone',
      withPayload({ paymentOptionUuid: 'vipps', paymentOptionData: { mobilePhone: '22123456' } }),
      'Invalid mobile phone number',
      { mobilePhone: 'Invalid mobile phone number' },
    ],
  ])('refuses: %s', (_, given, error, fields) => {
    expect(prepareTransaction(given)).toEqual({ ok: false, error, fields });
  });

  it('needs no address for a pickup and charges the place', () => {
    const prepared = prepareTransaction(
      withPayload({
        deliveryOptionUuid: 'school',
        paymentOptionUuid: 'card',
        deliveryOptionData: {
          ...request.payload.deliveryOptionData,
          deliveryAddress: null,
          pickupLocationUuid: pickup.uuid,
        },
      }),
    );
    expect(prepared.ok && [prepared.totals.deliveryPrice?.amount, prepared.payment.status]).toEqual(
      [0, 'created'],
    );
  });

  it('gives the same uuid for the same request and a new one for any change', () => {
    const key = (r: TransactionRequest) => {
      const prepared = prepareTransaction(r);
      return prepared.ok ? prepared.transactionUuid : prepared.error;
    };
    const same = key(request);
    expect(key({ ...request })).toBe(same);
    expect(key({ ...request, now: new Date('2026-11-23T09:05:00Z') })).toBe(same);
    const changed = [
      key({ ...request, cart: { ...request.cart, lines: [printLine('a', 3)] } }),
      key({ ...request, checkoutUuid: 'checkout-2' }),
      key({ ...request, failedAttempts: 1 }),
      key(withPayload({ comment: 'Leave at the door' })),
      key(withPayload({ paymentOptionUuid: 'card', paymentOptionData: {} })),
    ];
    expect(new Set([same, ...changed]).size).toBe(changed.length + 1);
  });
});
