import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeForm } from './CodeForm';

/** The front page's use: the server refuses every code. */
function Front() {
  const [error, setError] = useState<string | null>(null);
  return (
    <CodeForm
      submitLabel="Show my pictures"
      busy={false}
      serverError={error}
      onSubmit={() => setError('The code is not valid')}
    />
  );
}

describe('CodeForm', () => {
  it('clears the refusal of the old code as soon as a new one is typed', async () => {
    const user = userEvent.setup();
    render(<Front />);
    const field = screen.getByRole('textbox', { name: 'Your code' });
    await user.type(field, 'ABCDEF');
    await user.click(screen.getByRole('button', { name: 'Show my pictures' }));
    expect(screen.getByText('The code is not valid')).toBeVisible();
    expect(field).toBeInvalid();
    await user.type(field, 'G');
    expect(screen.queryByText('The code is not valid')).not.toBeInTheDocument();
    expect(field).toBeValid();
  });

  it('stays quiet while the parent only passes through the field', async () => {
    const user = userEvent.setup();
    render(<Front />);
    await user.click(screen.getByRole('textbox', { name: 'Your code' }));
    await user.tab();
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
  });

  it('takes no code longer than any the server can match', async () => {
    const user = userEvent.setup();
    render(<Front />);
    const field = screen.getByRole('textbox', { name: 'Your code' });
    await user.click(field);
    await user.paste('A'.repeat(300));
    expect(field).toHaveValue('A'.repeat(64));
  });

  it('waits for 6 characters on the front page and for 5 where the caller says so', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Front />);
    await user.type(screen.getByRole('textbox', { name: 'Your code' }), 'ABCDE');
    expect(screen.getByRole('button', { name: 'Show my pictures' })).toBeDisabled();
    unmount();
    render(
      <CodeForm
        submitLabel="Add"
        busy={false}
        serverError={null}
        onSubmit={() => {}}
        minimumToSubmit={5}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Your code' }), 'ABCD');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your code' }), 'E');
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});
