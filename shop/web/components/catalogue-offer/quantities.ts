/** Spec: a catalogue's quantity runs 0 … maxQuantity, or 0 … 10 without one. */
export const DEFAULT_MAX_QUANTITY = 10;

export function quantityOptions(maxQuantity: number | null): number[] {
  return Array.from({ length: (maxQuantity ?? DEFAULT_MAX_QUANTITY) + 1 }, (_, i) => i);
}

/** What the dialog starts with: the cart's quantity, and 1 when a single catalogue is offered. */
export function initialQuantities(
  catalogues: readonly { uuid: string; quantity: number }[],
): Record<string, number> {
  const single = catalogues.length === 1;
  return Object.fromEntries(
    catalogues.map((c) => [c.uuid, single && c.quantity === 0 ? 1 : c.quantity]),
  );
}
