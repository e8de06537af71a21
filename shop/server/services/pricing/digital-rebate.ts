import type { Money } from './money';

/**
 * A subject's digital rebate settings (docs/rules/personalisation.md §3): rebatedDigitalFilePrice
 * for each single digital file, rebatedDigitalSetPrice for the digital set; null where there is
 * none.
 */
export interface DigitalRebateSettings {
  readonly rebatedDigitalFilePrice: Money | null;
  readonly rebatedDigitalSetPrice: Money | null;
}

export const NO_DIGITAL_REBATE: DigitalRebateSettings = {
  rebatedDigitalFilePrice: null,
  rebatedDigitalSetPrice: null,
};

/**
 * What a digital file or set costs: the rebated price when there is one below the regular price
 * (for a file, the price of its tier and campaign: bought + in cart + 1), else the regular price.
 * A rebate is a saving shown as price minus rebatedPrice (docs/rules/purchase.md §9), never a rise.
 */
export function rebatedDigitalPrice(price: Money, rebated: Money | null): Money {
  if (rebated === null || rebated.currency !== price.currency) return price;
  return rebated.amount < price.amount ? rebated : price;
}
