import type { PricedLineInput } from './cart-types';
import type { Money } from './money';

/**
 * A catalogue the customer may still order (docs/rules/purchase.md §3 Catalogue, prices in Money).
 */
export interface CatalogueOffer {
  readonly uuid: string;
  readonly name: string;
  readonly price: Money;
  readonly subjectUuid: string;
  readonly inCart: boolean;
}

/** A subject's digital set as offered at checkout. */
export interface DigitalSetOffer {
  readonly subjectUuid: string;
  readonly subjectName: string;
  readonly productUuid: string;
  readonly productName: string;
  readonly price: Money;
  /** Digital rebate setting rebatedDigitalSetPrice; null when there is no special offer. */
  readonly rebatedPrice: Money | null;
  readonly bought: boolean;
  readonly inCart: boolean;
}

export type UpsellEntry =
  | { readonly type: 'CATALOGUE'; readonly catalogues: readonly CatalogueOffer[] }
  | {
      readonly type: 'DIGITAL_FILES';
      readonly offer: DigitalSetOffer;
      /** What the popup shows as saving: price − rebatedPrice (docs/rules/purchase.md §9). */
      readonly saving: Money;
    };

/**
 * The checkout popups, in order: one catalogue offer listing the catalogues not yet in the
 * cart, then one special offer per subject in the cart whose digital set is neither bought
 * nor in the cart and has a rebated price below its price.
 */
export function buildUpsaleList(
  catalogues: readonly CatalogueOffer[],
  digitalSets: readonly DigitalSetOffer[],
  cartSubjectUuids: ReadonlySet<string>,
): UpsellEntry[] {
  const list: UpsellEntry[] = [];
  const orderable = catalogues.filter((catalogue) => !catalogue.inCart);
  if (orderable.length > 0) list.push({ type: 'CATALOGUE', catalogues: orderable });
  for (const offer of digitalSets) {
    const rebated = offer.rebatedPrice;
    if (offer.bought || offer.inCart || !cartSubjectUuids.has(offer.subjectUuid)) continue;
    if (rebated === null || rebated.amount >= offer.price.amount) continue;
    list.push({
      type: 'DIGITAL_FILES',
      offer,
      saving: { amount: offer.price.amount - rebated.amount, currency: offer.price.currency },
    });
  }
  return list;
}

/**
 * Cart lines for digital sets bought from the checkout offer (POST …/digital-sets): at the
 * rebated price when there is one. Subjects without an offer, or already bought or in the
 * cart, are skipped.
 */
export function digitalSetLines(
  subjectUuids: readonly string[],
  offers: readonly DigitalSetOffer[],
  newUuid: () => string,
): PricedLineInput[] {
  const lines: PricedLineInput[] = [];
  for (const subjectUuid of new Set(subjectUuids)) {
    const offer = offers.find((candidate) => candidate.subjectUuid === subjectUuid);
    if (offer === undefined || offer.bought || offer.inCart) continue;
    const rebated = offer.rebatedPrice;
    lines.push({
      kind: 'priced',
      uuid: newUuid(),
      productUuid: offer.productUuid,
      description: `${offer.productName}, ${offer.subjectName}`,
      quantity: 1,
      originalUnitPrice: offer.price,
      unitPrice: rebated !== null && rebated.amount < offer.price.amount ? rebated : offer.price,
    });
  }
  return lines;
}
