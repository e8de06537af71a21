import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../ports';
import { cartLinesOf } from '../rules/quantity';
import { editorStringsEn } from '../strings';
import { useQuote } from '../useQuote';
import { BuyMenu } from './BuyMenu';

const product = {
  uuid: 'card',
  name: 'Card 15x15',
  priceLabel: 'NOK 39',
  minOrderQuantity: 1,
  subProducts: [{ uuid: 'env', name: 'With envelopes', extraPriceLabel: '+ NOK 5' }],
};

/** The buy menu as the editor shows it, priced by a shop that charges 39 and 5 for envelopes. */
function Host({ asked }: { asked: CartLine[][] }) {
  const [quantities, setQuantities] = useState<Record<string, number>>({ '': 1, env: 0 });
  const ports = {
    quoteTotal: async ({ lines }: { lines: CartLine[] }) => {
      asked.push(lines);
      const øre = lines.reduce(
        (sum, line) => sum + line.quantity * (3900 + (line.subProductUuids.length ? 500 : 0)),
        0,
      );
      return `NOK ${øre / 100}`;
    },
  };
  const total = useQuote(ports, product.uuid, cartLinesOf(quantities, 1), true);
  return (
    <BuyMenu
      strings={editorStringsEn}
      product={product}
      quantities={quantities}
      addLabel="Add to cart"
      addEnabled
      totalLabel={total}
      busy={false}
      error={null}
      send={(event) => {
        if (event.type === 'QUANTITY_PLUS')
          setQuantities((q) => ({ ...q, [event.line]: (q[event.line] ?? 0) + 1 }));
      }}
    />
  );
}

describe('the buy menu', () => {
  it('shows the total the shop prices for the chosen quantities', async () => {
    const asked: CartLine[][] = [];
    render(<Host asked={asked} />);
    const total = () => screen.getByText('Total:').parentElement;
    await screen.findByText('Total:');
    expect(total()).toHaveTextContent('Total: NOK 39');
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[1]!);
    await screen.findByText('NOK 83');
    expect(total()).toHaveTextContent('Total: NOK 83');
    expect(asked.at(-1)).toEqual([
      { subProductUuids: [], quantity: 1 },
      { subProductUuids: ['env'], quantity: 1 },
    ]);
  });
});
