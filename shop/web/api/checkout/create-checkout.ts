import { checkoutFailure } from '../../../contract/checkout';
import type { Checkout } from '../../../contract/checkout';
import { ApiError, call } from '../client';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

/**
 * A call's failure as docs/rules/purchase.md §8 words it: 'Failed to …: cause'; an empty cart stays
 * an ApiError.
 */
export function wrapped<T>(
  promise: Promise<T>,
  failure: Parameters<typeof checkoutFailure>[0],
): Promise<T> {
  return promise.catch((error: unknown) => {
    const cause = error instanceof Error ? error.message : String(error);
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, checkoutFailure(failure, cause), cause);
  });
}

/** POST /api/webshop/checkout: a 400 means the cart has no product lines. */
export function createCheckout(): Promise<Checkout> {
  return wrapped(call(checkoutAddresses.create, {}), 'createCheckout');
}
