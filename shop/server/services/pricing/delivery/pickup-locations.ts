/** Pickup location (docs/rules/purchase.md §3); `price` in minor units. */
export interface PickupLocation {
  readonly uuid: string;
  readonly pickupname: string;
  readonly pickupaddress1: string;
  readonly pickuppostalcode: string;
  readonly pickupcity: string;
  readonly price: number;
  readonly deliveryTime: { readonly string: string; readonly seconds: number };
}

/**
 * docs/rules/purchase.md §9: express variants of a location share its id but end in this suffix.
 */
export const EXPRESS_ID_SUFFIX = '-111111111111';
/** docs/rules/purchase.md §9: locations are grouped by this many leading characters of their id. */
export const PICKUP_GROUP_KEY_LENGTH = 23;

export function isExpressId(id: string): boolean {
  return id.endsWith(EXPRESS_ID_SUFFIX);
}

export function pickupGroupKey(id: string): string {
  return id.slice(0, PICKUP_GROUP_KEY_LENGTH);
}

export interface PickupGroup<L extends { readonly uuid: string }> {
  readonly key: string;
  /** The group's standard (non-express) locations, in the given order. */
  readonly standard: readonly L[];
  readonly express: readonly L[];
}

/** Groups locations by the first 23 characters of their id, keeping first-seen order. */
export function groupPickupLocations<L extends { readonly uuid: string }>(
  locations: readonly L[],
): PickupGroup<L>[] {
  const groups = new Map<string, { key: string; standard: L[]; express: L[] }>();
  for (const location of locations) {
    const key = pickupGroupKey(location.uuid);
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, standard: [], express: [] };
      groups.set(key, group);
    }
    (isExpressId(location.uuid) ? group.express : group.standard).push(location);
  }
  return [...groups.values()];
}
