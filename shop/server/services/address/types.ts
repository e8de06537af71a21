import { ADDRESS_RESOLVE_ERROR } from '../../../contract/checkout';

/** An address as the checkout form takes it (docs/rules/purchase.md §3 Address suggestion). */
export interface PostalAddress {
  readonly address1: string;
  readonly address2: string;
  readonly postalCode: string;
  readonly city: string;
  readonly state: string;
}

/** An address the shop already knows: the user's saved address, the shop's own. */
export interface KnownAddress {
  /** Unique among the known addresses given to one call, e.g. 'user' or 'shop'. */
  readonly id: string;
  /** Shown instead of the address line when set, e.g. 'Pick up at the studio'. */
  readonly label?: string;
  readonly address: PostalAddress;
}

export interface AddressSuggestion {
  readonly id: string;
  readonly suggestion: string;
  readonly address?: PostalAddress;
}

export const AddressMessages = { resolveFailed: ADDRESS_RESOLVE_ERROR } as const;

export const MAX_SUGGESTIONS = 10;
