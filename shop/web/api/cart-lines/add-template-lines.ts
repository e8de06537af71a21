import type { AddTemplateLines } from '../../../contract/cart-lines';
import { cartLineRoutes } from '../../../contract/cart-lines';
import { call } from '../client';

/** Add to cart from the editor; the server checks and prices the lines. */
export function addTemplateLines(body: AddTemplateLines): Promise<string[]> {
  return call(cartLineRoutes.add, { body }).then((answer) => answer.orderLineUuids);
}
