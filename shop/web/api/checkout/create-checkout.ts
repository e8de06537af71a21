import { checkoutFailure } from '../../../contract/checkout';
import type { Checkout } from '../../../contract/checkout';
import { ApiError, call } from '../client';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

/**
 * A call's failure worded as docs/rules/purchase.md §8 says, 'Failed to …: cause'; it keeps the
 * server's status and error code.
 */
export function wrapped<T>(
  promise: Promise<T>,
  failure: Parameters<typeof checkoutFailure>[0],
): Promise<T> {
  return promise.catch((error: unknown) => {
    const cause = error instanceof Error ? error.message : String(error);
    const status = error instanceof ApiError ? error.status : 0;
    const code = error instanceof ApiError ? error.code : null;
    throw new ApiError(status, checkoutFailure(failure, cause), cause, code);
  });
}

/** POST /api/webshop/checkout: a 400 with code `cart-empty` means the cart has no product lines. */
export function createCheckout(): Promise<Checkout> {
  return wrapped(call(checkoutAddresses.create, {}), 'createCheckout');
}
