/**
 * Who gets a product's campaign prices. Modelled as data so it can be stored with the
 * product and checked without a database:
 * - minimumPictureSets: the customer holds at least `count` picture sets (siblings offers);
 * - hasBoughtProduct: the customer has an order containing the product (loyalty offers);
 * - productInCart: the cart holds the product (bundle offers, e.g. prints with a package);
 * - all: every listed requirement holds.
 */
export type CampaignRequirement =
  | { readonly kind: 'minimumPictureSets'; readonly count: number }
  | { readonly kind: 'hasBoughtProduct'; readonly productUuid: string }
  | { readonly kind: 'productInCart'; readonly productUuid: string }
  | { readonly kind: 'all'; readonly requirements: readonly CampaignRequirement[] };

/** What is known about the customer when prices are computed. */
export interface CustomerFacts {
  readonly pictureSetCount: number;
  readonly boughtProductUuids: ReadonlySet<string>;
  readonly cartProductUuids: ReadonlySet<string>;
}

export const NO_FACTS: CustomerFacts = {
  pictureSetCount: 0,
  boughtProductUuids: new Set(),
  cartProductUuids: new Set(),
};

export function meetsCampaignRequirement(
  requirement: CampaignRequirement | null,
  facts: CustomerFacts,
): boolean {
  if (requirement === null) return true;
  switch (requirement.kind) {
    case 'minimumPictureSets':
      return facts.pictureSetCount >= requirement.count;
    case 'hasBoughtProduct':
      return facts.boughtProductUuids.has(requirement.productUuid);
    case 'productInCart':
      return facts.cartProductUuids.has(requirement.productUuid);
    case 'all':
      return requirement.requirements.every((r) => meetsCampaignRequirement(r, facts));
  }
}
