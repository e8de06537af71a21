import { describe, expect, it } from 'vitest';
import { checkCatalogueOrder } from './catalogue-quantity';

const orderable = [
  { uuid: 'a', name: 'Class catalogue', maxQuantity: null },
  { uuid: 'b', name: 'Year book', maxQuantity: 2 },
];
const none =
  'You need to select how many cataloges you would like before clicking Add to shopping cart';

describe('checkCatalogueOrder', () => {
  it.each<[{ uuid: string; quantity: number }[], { uuid: string; quantity: number }[] | string]>([
    [[{ uuid: 'a', quantity: 1 }], [{ uuid: 'a', quantity: 1 }]],
    [
      [
        { uuid: 'a', quantity: 10 },
        { uuid: 'b', quantity: 0 },
      ],
      [{ uuid: 'a', quantity: 10 }],
    ],
    [[{ uuid: 'a', quantity: 11 }], 'The quantity of Class catalogue must be from 0 to 10.'],
    [[{ uuid: 'b', quantity: 3 }], 'The quantity of Year book must be from 0 to 2.'],
    [[{ uuid: 'b', quantity: -1 }], 'The quantity of Year book must be from 0 to 2.'],
    [[{ uuid: 'b', quantity: 1.5 }], 'The quantity of Year book must be from 0 to 2.'],
    [[{ uuid: 'a', quantity: 0 }], none],
    [[], none],
    [[{ uuid: 'x', quantity: 1 }], 'The catalogue is not available.'],
  ])('%j', (requested, expected) => {
    const result = checkCatalogueOrder(requested, orderable);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, error: expected });
    else expect(result).toEqual({ ok: true, items: expected });
  });
});
