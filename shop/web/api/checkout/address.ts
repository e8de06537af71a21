import { call } from '../client';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

export async function autocompleteAddress(q: string, signal?: AbortSignal) {
  const answer = await call(checkoutAddresses.addressAutocomplete, { query: { q }, signal });
  return answer.suggestions;
}

/** Rejects with 'Error resolving address' for an unknown id. */
export async function resolveAddress(id: string) {
  const answer = await call(checkoutAddresses.resolveAddress, { params: { id } });
  return answer.address;
}
