import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditorEvent } from '../machine/types';
import { editorStringsEn } from '../strings';
import { PreviewDialog } from './PreviewDialog';

/** The Preview button of the toolbar and the preview it opens, closed by the events it sends. */
function Host({ sent }: { sent: EditorEvent[] }) {
  const [open, setOpen] = useState(false);
  const send = (event: EditorEvent) => {
    sent.push(event);
    if (event.type === 'CANCEL' || event.type === 'DONE') setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Preview
      </button>
      <button type="button">Behind</button>
      {open ? (
        <PreviewDialog
          strings={editorStringsEn}
          partIds={['front', 'inside']}
          index={0}
          renderPart={(id) => <p>{id}</p>}
          grid={<p>grid</p>}
          send={send}
        />
      ) : null}
    </>
  );
}

describe('the preview', () => {
  it('takes focus, keeps it inside, closes on Escape and gives focus back', async () => {
    const sent: EditorEvent[] = [];
    const user = userEvent.setup();
    render(<Host sent={sent} />);
    const opener = screen.getByRole('button', { name: 'Preview' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(sent).toEqual([{ type: 'CANCEL' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
