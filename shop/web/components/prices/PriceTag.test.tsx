import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render';
import { PriceTag } from './PriceTag';

const nok = (amount: number) => ({ amount, currency: 'NOK' });

describe('PriceTag', () => {
  it('shows a campaign price with the original price and the rebate, both labelled', () => {
    renderInShop(<PriceTag price={nok(14900)} original={nok(19900)} />);
    // Visible words, not only for screen readers.
    const original = screen.getByText(/^Original price/);
    expect(original).toBeVisible();
    expect(original).not.toHaveClass('visually-hidden');
    expect(original).toHaveTextContent(/Original price\s*NOK\s*199/);
    expect(screen.getByText(/^Rebate/)).toHaveTextContent(/Rebate\s*NOK\s*50/);
    expect(screen.getByText(/NOK\s*149.*each/)).toBeVisible();
  });

  it('prices a set bought whole without "each", and a full price without labels', () => {
    renderInShop(<PriceTag price={nok(29900)} original={nok(29900)} each={false} />);
    expect(screen.queryByText(/each/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Original price|Rebate/)).not.toBeInTheDocument();
    expect(screen.getByText(/NOK\s*299/)).toBeVisible();
  });
});
