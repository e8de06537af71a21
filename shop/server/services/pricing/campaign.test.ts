import { describe, expect, it } from 'vitest';
import type { CampaignRequirement, CustomerFacts } from './campaign';
import { meetsCampaignRequirement, NO_FACTS } from './campaign';

const facts: CustomerFacts = {
  pictureSetCount: 2,
  boughtProductUuids: new Set(['bought']),
  cartProductUuids: new Set(['in-cart']),
};

describe('meetsCampaignRequirement', () => {
  it.each<[string, CampaignRequirement | null, CustomerFacts, boolean]>([
    ['no requirement', null, NO_FACTS, true],
    ['2 sets, has 2', { kind: 'minimumPictureSets', count: 2 }, facts, true],
    ['3 sets, has 2', { kind: 'minimumPictureSets', count: 3 }, facts, false],
    ['bought product', { kind: 'hasBoughtProduct', productUuid: 'bought' }, facts, true],
    ['not bought', { kind: 'hasBoughtProduct', productUuid: 'in-cart' }, facts, false],
    ['in cart', { kind: 'productInCart', productUuid: 'in-cart' }, facts, true],
    ['not in cart', { kind: 'productInCart', productUuid: 'bought' }, facts, false],
    [
      'all hold',
      {
        kind: 'all',
        requirements: [
          { kind: 'minimumPictureSets', count: 1 },
          { kind: 'hasBoughtProduct', productUuid: 'bought' },
        ],
      },
      facts,
      true,
    ],
    [
      'one fails',
      {
        kind: 'all',
        requirements: [
          { kind: 'minimumPictureSets', count: 1 },
          { kind: 'productInCart', productUuid: 'other' },
        ],
      },
      facts,
      false,
    ],
  ])('%s', (_, requirement, given, expected) => {
    expect(meetsCampaignRequirement(requirement, given)).toBe(expected);
  });
});
