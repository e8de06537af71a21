import type { UpdateTemplateLine } from '../../../contract/cart-lines';
import { call } from '../client';
import { cartLineAddresses } from '../../../contract/addresses/cart-lines';

/** Update cart from the editor: the line's new design, instance and quantity. */
export function updateTemplateLine(orderLineUuid: string, body: UpdateTemplateLine) {
  return call(cartLineAddresses.update, { params: { orderLineUuid }, body });
}
