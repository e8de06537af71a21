import { describe, expect, it } from 'vitest';
import { money } from './money';
import type { PromoMessage } from './promo-bar';
import { selectPromoMessage } from './promo-bar';

describe('selectPromoMessage', () => {
  it.each<[number, number, PromoMessage | null]>([
    [-1, 0, null],
    [-1, 99999, null],
    [0, 0, { key: 'freeDelivery' }],
    [50000, 0, { key: 'freeDeliveryOver', amount: money(50000) }],
    [50000, 12000, { key: 'spendMoreForFreeDelivery', amount: money(38000) }],
    [50000, 49999, { key: 'spendMoreForFreeDelivery', amount: money(1) }],
    [50000, 50000, { key: 'freeDelivery' }],
    [50000, 80000, { key: 'freeDelivery' }],
  ])('threshold %i, goods %i', (threshold, goods, expected) => {
    expect(selectPromoMessage(money(threshold), money(goods))).toEqual(expected);
  });
});
