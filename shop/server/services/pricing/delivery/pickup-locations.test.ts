import { describe, expect, it } from 'vitest';
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
