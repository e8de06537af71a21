import { describe, expect, it } from 'vitest';
import { canonicalJson, cartHash, transactionKey } from './idempotency';

const cart = {
  version: 3,
  lines: [{ uuid: 'a', quantity: 2, price: { amount: 100, currency: 'NOK' } }],
};

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: [true, null, 'x'] }, '{"a":[true,null,"x"],"b":1}'],
    [{ z: { y: 1, x: 2 } }, '{"z":{"x":2,"y":1}}'],
    [[], '[]'],
    ['ø', '"ø"'],
  ])('%j', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
  });
});

describe('transactionKey', () => {
  const key = transactionKey('checkout-1', cartHash(cart));

  it('is a version 8 uuid', () => {
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is the same for the same checkout and cart, whatever the key order', () => {
    const reordered = {
      lines: [{ price: { currency: 'NOK', amount: 100 }, quantity: 2, uuid: 'a' }],
      version: 3,
    };
    expect(transactionKey('checkout-1', cartHash(reordered))).toBe(key);
  });

  it.each([
    ['another checkout', transactionKey('checkout-2', cartHash(cart))],
    ['another cart version', transactionKey('checkout-1', cartHash({ ...cart, version: 4 }))],
    [
      'another quantity',
      transactionKey('checkout-1', cartHash({ ...cart, lines: [{ uuid: 'a', quantity: 3 }] })),
    ],
  ])('differs for %s', (_, other) => {
    expect(other).not.toBe(key);
  });
});
