import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('TextField and SelectField', () => {
  it('read their helper with the field, then the error in its place, announced', () => {
    const { rerender } = render(<TextField label="Postal code" helper="Four digits" />);
    const field = screen.getByLabelText('Postal code');
    expect(field).toHaveAccessibleDescription('Four digits');
    expect(field).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<TextField label="Postal code" helper="Four digits" error="Invalid postal code" />);
    expect(field).toHaveAccessibleDescription('Invalid postal code');
    expect(field).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid postal code');
    expect(screen.queryByText('Four digits')).not.toBeInTheDocument();
  });

  it('flag a field wrong without a note of its own', () => {
    render(<TextField label="Code" invalid />);
    expect(screen.getByLabelText('Code')).toBeInvalid();
    expect(screen.getByLabelText('Code')).not.toHaveAccessibleDescription();
  });

  it('offer a choice with an empty first one, and its error tied to it', () => {
    render(
      <SelectField
        label="State"
        placeholder="Choose a state"
        choices={['NSW', 'VIC']}
        error="This is required!"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveDisplayValue('Choose a state');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a state',
      'NSW',
      'VIC',
    ]);
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('This is required!');
  });
});
