import type { AddTemplateLines } from '../../../contract/cart-lines';
import { call } from '../client';
import { cartLineAddresses } from '../../../contract/addresses/cart-lines';

/** Add to cart from the editor; the server checks and prices the lines. */
export function addTemplateLines(body: AddTemplateLines): Promise<string[]> {
  return call(cartLineAddresses.add, { body }).then((answer) => answer.orderLineUuids);
}
