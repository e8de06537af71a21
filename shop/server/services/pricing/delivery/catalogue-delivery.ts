/**
 * A catalogue in the cart with its delivery time (docs/rules/purchase.md §3
 * Catalogue.deliveryTime).
 */
export interface CatalogueDelivery {
  readonly deliveryTimeDays: number;
  /** The last photo day of the catalogue's job (ISO date), when known. */
  readonly lastPhotoDay: string | null;
}

/**
 * Catalogues ship separately, within N days after the last photo day (docs/rules/purchase.md §9):
 * the checkout shows the longest N of the cart's catalogues with the latest photo day; null
 * when the cart holds no catalogue.
 */
export function catalogueMaxDeliveryTime(
  catalogues: readonly CatalogueDelivery[],
): { days: number; lastPhotoDay: string | null } | null {
  if (catalogues.length === 0) return null;
  const days = Math.max(...catalogues.map((c) => c.deliveryTimeDays));
  const photoDays = catalogues.flatMap((c) => (c.lastPhotoDay === null ? [] : [c.lastPhotoDay]));
  const lastPhotoDay = photoDays.length === 0 ? null : photoDays.reduce((a, b) => (a > b ? a : b));
  return { days, lastPhotoDay };
}
