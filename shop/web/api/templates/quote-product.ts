import type { Money } from '../../../contract/money';
import { call } from '../client';
import { productAddresses } from '../../../contract/addresses/products';

/** What lines of a product would cost the session's user, priced by the server. */
export function quoteProduct(
  productUuid: string,
  lines: { subProductUuids: string[]; quantity: number }[],
): Promise<Money> {
  return call(productAddresses.quote, { params: { productUuid }, body: { lines } }).then(
    (answer) => answer.total,
  );
}
