import { checkoutRoutes } from '../../../contract/checkout';
import { call } from '../client';

export async function autocompleteAddress(q: string, signal?: AbortSignal) {
  const answer = await call(checkoutRoutes.addressAutocomplete, { query: { q }, signal });
  return answer.suggestions;
}

/** Rejects with 'Error resolving address' for an unknown id. */
export async function resolveAddress(id: string) {
  const answer = await call(checkoutRoutes.resolveAddress, { params: { id } });
  return answer.address;
}
