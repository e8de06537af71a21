import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PackageOffer } from '../../../contract/packages';
import { money } from '../../test/checkout';
import { renderInShop } from '../../test/render';
import { PackageCard } from './PackageCard';

const family: PackageOffer = {
  uuid: 'family',
  name: 'Family package',
  description: 'Two prints and a calendar',
  image: null,
  type: 'package',
  link: null,
  linkText: null,
  linkInfo: null,
  originalPrice: money(149900),
  priceIncludingDiscount: money(99900),
  useTimeLimitedDiscount: false,
  timeLimitedDiscountPrice: null,
  disabled: null,
};

describe('PackageCard', () => {
  it('names the original price and the rebate of a package sold below it', () => {
    renderInShop(<PackageCard offer={family} />);
    const card = screen.getByRole('article', { name: 'Family package' });
    expect(card).toHaveTextContent(/Original price\s*NOK\s*1,499/);
    expect(card).toHaveTextContent(/Rebate\s*NOK\s*500/);
  });

  it('names neither for a package at its original price', () => {
    renderInShop(<PackageCard offer={{ ...family, priceIncludingDiscount: money(149900) }} />);
    expect(screen.queryByText(/Original price/)).toBeNull();
    expect(screen.queryByText(/Rebate/)).toBeNull();
  });
});
