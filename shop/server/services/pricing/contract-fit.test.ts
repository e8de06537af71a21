import { describe, expect, it } from 'vitest';
import { Cart } from '../../../contract/cart';
import { DeliveryType } from '../../../contract/checkout';
import { emptyCart, printLine } from './cart-fixtures.test-data';
import { computeCartTotals } from './cart-totals';
import { DeliveryTypes } from './delivery/delivery-methods';
import { money } from './money';

describe('pricing core against the contract', () => {
  it('knows the contract delivery types', () => {
    expect([...DeliveryTypes]).toEqual(DeliveryType.options);
  });

  it('gives summary lines and totals the contract cart accepts', () => {
    const totals = computeCartTotals({
      ...emptyCart,
      lines: [printLine('a', 2)],
      delivery: { description: 'Postage', price: money(9900) },
    });
    const cart = {
      orderLines: [],
      summary: { lines: totals.summary, totalPrice: totals.totalPrice },
      rebateCode: null,
    };
    expect(Cart.safeParse(cart).success).toBe(true);
  });
});
