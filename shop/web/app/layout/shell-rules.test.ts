import { describe, expect, it } from 'vitest';
import type { Cart, OrderLine } from '../../../contract/cart';
import {
  cartItemCount,
  groupEntries,
  isMenuItemVisible,
  keepPromoSpace,
  promoMessage,
} from './shell-rules';

const money = (amount: number) => ({ amount, currency: 'NOK' });

function line(type: OrderLine['type'], uuid: string): OrderLine {
  return {
    uuid,
    type,
    product: null,
    quantity: 3,
    description: '',
    linePrice: money(100),
    actualLinePrice: money(100),
    maximumQuantity: null,
    canChangeQuantity: true,
    subProductUuids: [],
    subjects: [],
  };
}

describe('cartItemCount', () => {
  it('counts only product lines (type 0)', () => {
    const cart: Cart = {
      orderLines: [line(0, 'a'), line(1, 'b'), line(0, 'c'), line(3, 'd'), line(4, 'e')],
      summary: { lines: [], totalPrice: money(0) },
      rebateCode: null,
    };
    expect(cartItemCount(cart)).toBe(2);
    expect(cartItemCount(undefined)).toBe(0);
  });
});

describe('promoMessage', () => {
  it('shows nothing when the threshold is negative', () => {
    expect(promoMessage(0, -1)).toBeNull();
  });
  it('names the threshold while the cart is empty', () => {
    expect(promoMessage(0, 50_000)).toEqual({ kind: 'over', amount: 50_000 });
  });
  it('names what is left to spend', () => {
    expect(promoMessage(20_000, 50_000)).toEqual({ kind: 'more', amount: 30_000 });
  });
  it('announces free delivery at or over the threshold', () => {
    expect(promoMessage(50_000, 50_000)).toEqual({ kind: 'free' });
    expect(promoMessage(0, 0)).toEqual({ kind: 'free' });
  });
});

describe('isMenuItemVisible', () => {
  it('applies 0 always, 1 signed in, 2 signed out', () => {
    expect(isMenuItemVisible({ visibility: 0 }, false)).toBe(true);
    expect(isMenuItemVisible({ visibility: 1 }, false)).toBe(false);
    expect(isMenuItemVisible({ visibility: 1 }, true)).toBe(true);
    expect(isMenuItemVisible({ visibility: 2 }, true)).toBe(false);
    expect(isMenuItemVisible({ visibility: 2 }, false)).toBe(true);
  });
});

describe('keepPromoSpace', () => {
  it('keeps the space on a first visit and when the promo ran last time', () => {
    expect(keepPromoSpace(undefined, null)).toBe(true);
    expect(keepPromoSpace(undefined, 'shown')).toBe(true);
  });
  it('keeps no space when the shop ran no promo last time', () => {
    expect(keepPromoSpace(undefined, 'none')).toBe(false);
  });
  it('follows the threshold once the settings are known', () => {
    expect(keepPromoSpace(-1, 'shown')).toBe(false);
    expect(keepPromoSpace(0, 'none')).toBe(true);
    expect(keepPromoSpace(50_000, null)).toBe(true);
  });
});

describe('groupEntries', () => {
  const entry = (uuid: string, type: 'internal' | 'external' | 'modal', target: string) => ({
    uuid,
    type,
    target,
    visibility: 0 as const,
  });
  const fixed = ['/contact-us', '/privacy-policy'];

  it('never repeats a fixed link or the group itself (the demo Help group)', () => {
    const help = entry('help', 'internal', '/contact-us');
    const children = [
      entry('contact', 'internal', '/contact-us'),
      entry('photographers', 'external', 'https://keepsake.test/photographers'),
    ];
    expect(groupEntries(help, children, fixed).map((e) => e.uuid)).toEqual(['photographers']);
  });

  it('lists a group page of its own first, and each target once', () => {
    const group = entry('gifts', 'internal', '/products/gifts');
    const children = [
      entry('mugs', 'internal', '/products/mugs'),
      entry('gifts-again', 'internal', '/products/gifts'),
      entry('share', 'modal', 'share-picture-sets'),
    ];
    expect(groupEntries(group, children, fixed).map((e) => e.uuid)).toEqual([
      'gifts',
      'mugs',
      'share',
    ]);
  });

  it('lists only the children of a group without a page', () => {
    const group = entry('more', 'internal', '');
    expect(groupEntries(group, [entry('a', 'internal', '/a')], fixed).map((e) => e.uuid)).toEqual([
      'a',
    ]);
  });
});
