import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompactField } from './CompactField';

describe('CompactField', () => {
  it('names its control by its label, and a click on the label reaches the control', async () => {
    render(
      <CompactField label="Picture set">
        <select defaultValue="a">
          <option value="a">Emma, Fjordly school</option>
          <option value="b">Noah, Fjordly school</option>
        </select>
      </CompactField>,
    );
    const select = screen.getByRole('combobox', { name: 'Picture set' });
    await userEvent.setup().click(screen.getByText('Picture set'));
    expect(select).toHaveFocus();
  });
});
