import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditorEvent } from '../machine/types';
import { editorStringsEn } from '../strings';
import { MainToolbar } from './MainToolbar';

function show(unfinishedParts: string[]) {
  const sent: EditorEvent[] = [];
  render(
    <MainToolbar
      strings={editorStringsEn}
      imageToolboxEnabled
      showEditText
      showChangeYear={false}
      changeYearEnabled={false}
      showChangeDesign={false}
      addLabel="Add to cart"
      unfinishedParts={unfinishedParts}
      canUndo
      canRedo={false}
      send={(event) => sent.push(event)}
    />,
  );
  return sent;
}

describe('Add to cart on the main toolbar', () => {
  it('says which parts are unfinished, and its tap asks to be shown them', async () => {
    const sent = show(['Inside', 'Back']);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Still to finish: Inside, Back');
    expect(screen.getByText('Still to finish: Inside, Back')).toBeVisible();
    await userEvent.click(add);
    expect(sent).toEqual([{ type: 'BUY' }]);
  });

  it('offers Undo and Redo for every edit, each when it has something to do', async () => {
    const sent = show([]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    expect(sent).toEqual([{ type: 'UNDO' }]);
  });

  it('says nothing once every part is finished', () => {
    show([]);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAttribute('aria-disabled', 'false');
    expect(add).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Still to finish/)).toBeNull();
  });
});
