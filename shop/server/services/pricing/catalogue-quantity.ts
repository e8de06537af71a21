import { Messages } from '../../../contract/errors';

/**
 * docs/rules/purchase.md §9: a catalogue's quantity goes up to its maxQuantity, or 10 when it names
 * none.
 */
export const DEFAULT_CATALOGUE_MAX_QUANTITY = 10;

export const CatalogueMessages = {
  /** docs/rules/purchase.md §5 'Upsell add', to the letter (its spelling too). */
  noneSelected:
    'You need to select how many cataloges you would like before clicking Add to shopping cart',
  unknown: 'The catalogue is not available.',
  quantity: 'The quantity of %s must be from 0 to %s.',
} as const;

export interface OrderableCatalogue {
  readonly uuid: string;
  readonly name: string;
  readonly maxQuantity: number | null;
}

export type CatalogueOrderCheck =
  | { readonly ok: true; readonly items: readonly { uuid: string; quantity: number }[] }
  | { readonly ok: false; readonly error: string };

/**
 * Checks a catalogue order (docs/rules/purchase.md §5): each quantity a whole number from 0 to the
 * catalogue's maximum, only orderable catalogues, at least one above 0. Zero lines drop.
 */
export function checkCatalogueOrder(
  requested: readonly { readonly uuid: string; readonly quantity: number }[],
  orderable: readonly OrderableCatalogue[],
): CatalogueOrderCheck {
  const items: { uuid: string; quantity: number }[] = [];
  const seen = new Set<string>();
  for (const { uuid, quantity } of requested) {
    const catalogue = orderable.find((candidate) => candidate.uuid === uuid);
    if (catalogue === undefined) return { ok: false, error: CatalogueMessages.unknown };
    // Each quantity replaces what is in the cart, so one catalogue twice would pass its maximum.
    if (seen.has(uuid)) {
      return { ok: false, error: Messages.catalogueListedTwice.replace('%s', catalogue.name) };
    }
    seen.add(uuid);
    const max = catalogue.maxQuantity ?? DEFAULT_CATALOGUE_MAX_QUANTITY;
    if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > max) {
      const error = CatalogueMessages.quantity
        .replace('%s', catalogue.name)
        .replace('%s', String(max));
      return { ok: false, error };
    }
    if (quantity > 0) items.push({ uuid, quantity });
  }
  if (items.length === 0) return { ok: false, error: CatalogueMessages.noneSelected };
  return { ok: true, items };
}
