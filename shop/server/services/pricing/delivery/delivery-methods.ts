import type { PickupLocation } from './pickup-locations';

/** docs/rules/purchase.md §9 delivery types. */
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
  /** ISO instant, or a date meaning through that day (UTC); null: never expires. */
  readonly expire: string | null;
  readonly isExpress: boolean;
  /** Offered only to carts with one of these subjects; empty: to every cart. */
  readonly subjects: readonly { readonly uuid: string; readonly name: string }[];
}

export interface DeliveryMethod {
  readonly type: DeliveryType;
  readonly name: string;
  readonly deliveryOptions: readonly DeliveryOption[];
  readonly pickupLocations: readonly PickupLocation[];
}

/** What delivery needs to know of a cart line. */
export interface DeliverableLine {
  /** Delivered as a download (digital portraits, files and sets). */
  readonly digital: boolean;
  readonly subjectUuids: readonly string[];
}

/** Only digital lines (and at least one): the cart needs no physical delivery. */
export function isDigitalOnly(lines: readonly DeliverableLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.digital);
}

export function expiresAt(expire: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(expire)) {
    return new Date(Date.parse(`${expire}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  }
  return new Date(expire);
}

function optionOffered(option: DeliveryOption, subjects: ReadonlySet<string>, now: Date): boolean {
  if (option.expire !== null && !(now < expiresAt(option.expire))) return false;
  return option.subjects.length === 0 || option.subjects.some((s) => subjects.has(s.uuid));
}

/**
 * The methods a cart may use: a digital-only cart gets digital delivery alone, any
 * physical line rules it out; expired options and options for other subjects drop,
 * and so do methods left without options.
 */
export function availableDeliveryMethods(
  methods: readonly DeliveryMethod[],
  lines: readonly DeliverableLine[],
  now: Date,
): DeliveryMethod[] {
  const digitalOnly = isDigitalOnly(lines);
  const subjects = new Set(lines.flatMap((line) => line.subjectUuids));
  return methods
    .filter((method) => (method.type === 'digital-delivery') === digitalOnly)
    .map((method) => ({
      ...method,
      deliveryOptions: method.deliveryOptions.filter((o) => optionOffered(o, subjects, now)),
    }))
    .filter((method) => method.deliveryOptions.length > 0);
}

/** Finds an option among the methods (pass the available ones). */
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
