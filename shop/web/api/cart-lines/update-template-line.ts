import type { UpdateTemplateLine } from '../../../contract/cart-lines';
import { cartLineRoutes } from '../../../contract/cart-lines';
import { call } from '../client';

/** Update cart from the editor: the line's new design, instance and quantity. */
export function updateTemplateLine(orderLineUuid: string, body: UpdateTemplateLine) {
  return call(cartLineRoutes.update, { params: { orderLineUuid }, body });
}
