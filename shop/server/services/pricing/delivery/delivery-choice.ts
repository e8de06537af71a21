import type { Charge } from '../cart-types';
import type { Currency } from '../money';
import { money } from '../money';
import type { DeliveryMethod, DeliveryOption } from './delivery-methods';
import { findDeliveryOption } from './delivery-methods';
import type { PickupLocation } from './pickup-locations';

export const DeliveryMessages = {
  unavailable: 'The delivery option is not available.',
  pickupRequired: 'Please choose a pickup location.',
  unknownPickup: 'The pickup location is not available.',
} as const;

export type DeliveryChoice =
  | {
      readonly ok: true;
      readonly method: DeliveryMethod;
      readonly option: DeliveryOption;
      readonly pickupLocation: PickupLocation | null;
      /** What the cart charges for delivery (before free delivery applies). */
      readonly charge: Charge;
    }
  | { readonly ok: false; readonly error: string };

/**
 * Resolves a chosen option (and pickup location, for methods that have them) among the
 * methods the cart may use. A pickup location's own price replaces the option's.
 */
export function chooseDelivery(
  available: readonly DeliveryMethod[],
  optionUuid: string,
  pickupLocationUuid: string | null,
  currency: Currency,
): DeliveryChoice {
  const found = findDeliveryOption(available, optionUuid);
  if (found === null) return { ok: false, error: DeliveryMessages.unavailable };
  const { method, option } = found;
  if (method.pickupLocations.length === 0) {
    const charge = { description: option.name, price: money(option.price, currency) };
    return { ok: true, method, option, pickupLocation: null, charge };
  }
  if (pickupLocationUuid === null) return { ok: false, error: DeliveryMessages.pickupRequired };
  const location = method.pickupLocations.find((l) => l.uuid === pickupLocationUuid);
  if (location === undefined) return { ok: false, error: DeliveryMessages.unknownPickup };
  const charge = {
    description: `${option.name}, ${location.pickupname}`,
    price: money(location.price, currency),
  };
  return { ok: true, method, option, pickupLocation: location, charge };
}
