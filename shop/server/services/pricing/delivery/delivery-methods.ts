import type { PickupLocation } from './pickup-locations';

/** Spec §9 delivery types. */
export const DeliveryTypes = [
  'postage',
  'school-pickup',
  'store-pickup',
  'digital-delivery',
] as const;
export type DeliveryType = (typeof DeliveryTypes)[number];

export interface DeliveryOption {
  readonly uuid: string;
  readonly name: string;
  readonly description: string;
  readonly type: DeliveryType;
  /** Minor units. */
  readonly price: number;
  /** Business days. */
  readonly deliverytime: number;
  readonly expire: string | null;
  readonly isExpress: boolean;
  readonly subjects: readonly { readonly uuid: string; readonly name: string }[];
}

export interface DeliveryMethod {
  readonly type: DeliveryType;
  readonly name: string;
  readonly deliveryOptions: readonly DeliveryOption[];
  readonly pickupLocations: readonly PickupLocation[];
}

/** Whether a cart line is delivered as a download (digital portraits, files and sets). */
export interface DeliverableLine {
  readonly digital: boolean;
}

/** Only digital lines (and at least one): the cart needs no physical delivery. */
export function isDigitalOnly(lines: readonly DeliverableLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.digital);
}

/**
 * The methods a cart may use: a digital-only cart gets digital delivery alone; any
 * physical line rules digital delivery out, since something must be shipped or picked up.
 */
export function availableDeliveryMethods<M extends { readonly type: DeliveryType }>(
  methods: readonly M[],
  lines: readonly DeliverableLine[],
): M[] {
  const digitalOnly = isDigitalOnly(lines);
  return methods.filter((method) => (method.type === 'digital-delivery') === digitalOnly);
}

/** Finds the chosen option among the methods the cart may use. */
export function findDeliveryOption(
  methods: readonly DeliveryMethod[],
  optionUuid: string,
): { method: DeliveryMethod; option: DeliveryOption } | null {
  for (const method of methods) {
    const option = method.deliveryOptions.find((candidate) => candidate.uuid === optionUuid);
    if (option !== undefined) return { method, option };
  }
  return null;
}
