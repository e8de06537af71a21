import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadForm } from './UploadForm';

function showForm(held = false) {
  const onUpload = vi.fn();
  render(
    <UploadForm
      label="Photo day (zip)"
      accept=".zip,application/zip"
      submitLabel="Start import"
      held={held}
      busy={false}
      onUpload={onUpload}
    />,
  );
  return {
    user: userEvent.setup(),
    onUpload,
    field: screen.getByLabelText('Photo day (zip)'),
    start: screen.getByRole('button', { name: 'Start import' }),
  };
}

const zip = new File(['PK'], 'day.zip', { type: 'application/zip' });

describe('UploadForm', () => {
  it('offers only the kinds of file named, and sends nothing before one is chosen', () => {
    const { field, start } = showForm();
    expect(field).toHaveAttribute('accept', '.zip,application/zip');
    expect(start).toBeDisabled();
  });

  it('sends the chosen file with the button', async () => {
    const { user, field, start, onUpload } = showForm();
    await user.upload(field, zip);
    expect(start).toBeEnabled();
    await user.click(start);
    expect(onUpload).toHaveBeenCalledExactlyOnceWith(zip);
  });

  it('keeps the button off while a run it started has not ended', async () => {
    const { user, field, start } = showForm(true);
    await user.upload(field, zip);
    expect(start).toBeDisabled();
  });
});
