import { describe, expect, it } from 'vitest';
import type { DeliveryType } from './delivery-methods';
import { availableDeliveryMethods, findDeliveryOption, isDigitalOnly } from './delivery-methods';
import { groupPickupLocations, isExpressId, pickupGroupKey } from './pickup-locations';

const school = 'a1b2c3d4-0000-4000-8000';
const store = 'ffffeeee-0000-4000-8000';

describe('pickup locations', () => {
  it.each([
    [`${school}-111111111111`, true],
    [`${school}-000000000001`, false],
    ['-111111111111', true],
    ['x-1111111111112', false],
  ])('%s is express: %s', (id, express) => {
    expect(isExpressId(id)).toBe(express);
  });

  it('groups by the first 23 characters, standard and express apart, in first-seen order', () => {
    const ids = [
      `${school}-000000000001`,
      `${store}-000000000001`,
      `${school}-111111111111`,
      `${school}-000000000002`,
    ];
    const groups = groupPickupLocations(ids.map((uuid) => ({ uuid })));
    expect(pickupGroupKey(ids[0] ?? '')).toBe(school);
    expect(
      groups.map((g) => [g.key, g.standard.map((l) => l.uuid), g.express.map((l) => l.uuid)]),
    ).toEqual([
      [school, [ids[0], ids[3]], [ids[2]]],
      [store, [ids[1]], []],
    ]);
  });
});

describe('delivery methods', () => {
  const methods = (['postage', 'school-pickup', 'digital-delivery'] as DeliveryType[]).map(
    (type) => ({ type }),
  );

  it.each<[string, boolean[], DeliveryType[]]>([
    ['only digital', [true, true], ['digital-delivery']],
    ['mixed', [true, false], ['postage', 'school-pickup']],
    ['only physical', [false], ['postage', 'school-pickup']],
    ['empty', [], ['postage', 'school-pickup']],
  ])('%s', (_, digital, expected) => {
    const lines = digital.map((d) => ({ digital: d }));
    expect(availableDeliveryMethods(methods, lines).map((m) => m.type)).toEqual(expected);
    expect(isDigitalOnly(lines)).toBe(expected.includes('digital-delivery'));
  });

  it('finds an option by uuid', () => {
    const option = {
      uuid: 'o1',
      name: 'Post',
      description: '',
      type: 'postage',
      price: 9900,
      deliverytime: 5,
      expire: null,
      isExpress: false,
      subjects: [],
    } as const;
    const method = {
      type: 'postage',
      name: 'Post',
      deliveryOptions: [option],
      pickupLocations: [],
    } as const;
    expect(findDeliveryOption([method], 'o1')).toEqual({ method, option });
    expect(findDeliveryOption([method], 'o2')).toBeNull();
  });
});
