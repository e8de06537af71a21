import type { CampaignRequirement } from './campaign';

/**
 * One price row of a product. Prices are integer minor units.
 * type 0: quantity tiers ('n pcs'): `quantity` is the threshold a line's quantity must reach.
 * other types: ordinal tiers: `quantity` is the position of an item (1st, 2nd, 3rd ...).
 */
export interface ProductPrice {
  readonly quantity: number;
  readonly price: number;
  /** Price while the campaign applies; null when the tier has no campaign price. */
  readonly campaignprice: number | null;
  readonly type: number;
}

export interface SubProduct {
  readonly uuid: string;
  readonly name: string;
  /** Added to the unit price for each unit of a line that chose this sub-product. */
  readonly extraprice: number;
}

/** The product fields pricing needs. */
export interface PricedProduct {
  readonly uuid: string;
  readonly name: string;
  readonly minorderpartquantity: number;
  readonly productprices: readonly ProductPrice[];
  readonly subproducts: readonly SubProduct[];
  /** null: campaign prices apply to every customer. */
  readonly campaignrequirement: CampaignRequirement | null;
}

/** A price that cannot be computed from the product data (a configuration or input error). */
export class PricingError extends Error {
  override readonly name = 'PricingError';
}

export const QUANTITY_TIER_TYPE = 0;
