import type { DeliveryMethod, DeliveryOption, DeliveryType } from './delivery-methods';
import type { PickupLocation } from './pickup-locations';

export function option(
  uuid: string,
  type: DeliveryType,
  changes: Partial<DeliveryOption> = {},
): DeliveryOption {
  return {
    uuid,
    name: `Option ${uuid}`,
    description: '',
    type,
    price: 9900,
    deliverytime: 5,
    expire: null,
    isExpress: false,
    subjects: [],
    ...changes,
  };
}

export function location(uuid: string, price: number): PickupLocation {
  return {
    uuid,
    pickupname: `Place ${uuid.slice(-1)}`,
    pickupaddress1: 'Skolegata 1',
    pickuppostalcode: '9008',
    pickupcity: 'Tromsø',
    price,
    deliveryTime: { string: '2 days', seconds: 172800 },
  };
}

export function method(
  type: DeliveryType,
  options: DeliveryOption[],
  pickupLocations: PickupLocation[] = [],
): DeliveryMethod {
  return { type, name: type, deliveryOptions: options, pickupLocations };
}
