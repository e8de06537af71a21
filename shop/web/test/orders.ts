// A confirmed order as the server sends it, for the tests of the pages that show one: one copy,
// so a change to the order's shape is made here.
import type { OrderDetails } from '../../contract/orders';

/** An amount in Norwegian kroner, in minor units as the server sends it. */
export const nok = (amount: number) => ({ amount, currency: 'NOK' });

/**
 * An order of NOK 157 confirmed on 26 November 2026, sent as a letter to Kari Nordmann, without
 * lines or downloads; its uuid, payment and receipt as the test says.
 */
export function confirmedOrder({
  uuid,
  payment,
  receipt,
}: Pick<OrderDetails, 'uuid' | 'payment' | 'receipt'>): OrderDetails {
  return {
    uuid,
    confirmTime: '2026-11-26T08:00:00.000Z',
    orderLines: [],
    rebateCode: null,
    summary: {
      lines: [{ description: 'Total', linePrice: nok(15_700), type: 4 }],
      totalPrice: nok(15_700),
    },
    payment,
    delivery: {
      type: 'postage',
      name: 'Letter by post',
      deliverytime: 3,
      afterDate: null,
      address: null,
      pickupLocation: null,
      schoolName: null,
      contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.test' },
    },
    containDigitalProducts: false,
    downloads: [],
    catalogueMaxDeliveryTime: null,
    comment: '',
    receipt,
  };
}
