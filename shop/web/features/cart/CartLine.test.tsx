import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../contract/cart';
import { renderInShop } from '../../test/render';
import { CartLine } from './CartLine';

const money = (amount: number) => ({ amount, currency: 'NOK' });
/** A print of one, its quantity open to change from 1 up to 5. */
const line = {
  uuid: 'line-1',
  description: 'Portrait print',
  product: { name: 'Portrait print' },
  quantity: 1,
  maximumQuantity: 5,
  canChangeQuantity: true,
  linePrice: money(9900),
  actualLinePrice: money(9900),
  orderLines: [],
} as unknown as OrderLine;

function showLine() {
  const view = renderInShop(<CartLine line={line} minimum={1} />);
  return { ...view, field: screen.getByRole('spinbutton', { name: 'Quantity of Portrait print' }) };
}

describe('CartLine quantity', () => {
  it.each([
    ['0', 'below the minimum'],
    ['{Backspace}', 'empty'],
    ['2.5', 'not a whole number'],
  ])('typed %s (%s) shows the line’s real quantity once left', async (typed) => {
    const { user, field } = showLine();
    await user.clear(field);
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(1);
  });

  it('commits with Enter as well', async () => {
    const { user, field } = showLine();
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(field).toHaveValue(1);
  });
});
