import { describe, expect, it } from 'vitest';
import { money } from './money';
import type { RebatableLine, Rebate } from './rebates';
import { rebateAmount } from './rebates';

const lines: RebatableLine[] = [
  { productUuid: 'print', quantity: 3, actualLinePrice: money(10005) },
  { productUuid: 'print', quantity: 1, actualLinePrice: money(10000) },
  { productUuid: 'calendar', quantity: 1, actualLinePrice: money(24900) },
];
const rebate: Rebate = {
  description: '10% on prints',
  benefit: { kind: 'percent', percent: 10 },
  productUuids: ['print'],
  minimumQuantity: 0,
};

describe('rebateAmount', () => {
  it.each<[string, Rebate, number]>([
    // 10% of 20005 = 2000.5 -> 2001, rounded once per order (per line would give 1001 + 1000)
    ['percent rounded per order', rebate, 2001],
    ['whole order', { ...rebate, productUuids: null }, 4491], // 4490.5 -> 4491
    ['fixed', { ...rebate, benefit: { kind: 'fixed', amount: money(5000) } }, 5000],
    [
      'fixed capped',
      { ...rebate, productUuids: ['calendar'], benefit: { kind: 'fixed', amount: money(99900) } },
      24900,
    ],
    ['minimum quantity met', { ...rebate, minimumQuantity: 4 }, 2001],
    ['minimum quantity missed', { ...rebate, minimumQuantity: 5 }, 0],
    ['no counted lines', { ...rebate, productUuids: ['mug'] }, 0],
  ])('%s', (_, given, expected) => {
    expect(rebateAmount(given, lines, 'NOK').amount).toBe(expected);
  });
});
