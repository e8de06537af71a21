import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { EditorDialogs } from './EditorDialogs';
import { group, otherSubject, placePortrait, portrait, startEditor } from './machine/testHarness';
import { editorStringsEn } from './strings';

type Editor = Awaited<ReturnType<typeof startEditor>>;

/** The editor's dialogs over two buttons standing in for the toolbar that opened them. */
function Host({ editor, onOpen }: { editor: Editor; onOpen: () => void }) {
  const snapshot = useSelector(editor.actor, (s) => s);
  return (
    <>
      <button type="button" onClick={onOpen}>
        Open
      </button>
      <button type="button">Behind</button>
      <EditorDialogs snapshot={snapshot} strings={editorStringsEn} send={editor.actor.send} />
    </>
  );
}

async function showDialog(editor: Editor, onOpen: () => void, name: string) {
  const user = userEvent.setup();
  render(<Host editor={editor} onOpen={onOpen} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, opener, dialog };
}

/** Unsaved changes: a photo placed, then Cancel asks before leaving. */
async function unsavedChanges() {
  const editor = await startEditor();
  placePortrait(editor, 'front/photo');
  return editor;
}

const menu = (editor: Editor) => editor.actor.getSnapshot().value;

describe('the editor dialogs', () => {
  it('Unsaved changes takes focus, keeps it inside, Escape stays and focus returns', async () => {
    const editor = await unsavedChanges();
    const { user, opener, dialog } = await showDialog(
      editor,
      () => editor.actor.send({ type: 'CANCEL' }),
      'Unsaved changes',
    );
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.actor.getSnapshot().matches({ editing: { menu: { main: 'idle' } } })).toBe(true);
    expect(menu(editor)).not.toBe('left');
    expect(opener).toHaveFocus();
  });

  it('Picture not allowed takes focus, closes on Escape and gives focus back', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    const { user, opener } = await showDialog(
      editor,
      () => editor.actor.send({ type: 'PICK_PICTURE', uuid: group.uuid }),
      'Picture not allowed',
    );
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.actor.getSnapshot().matches({ editing: { menu: { image: 'editing' } } })).toBe(
      true,
    );
    expect(opener).toHaveFocus();
  });

  it('Picture not allowed says in full why, which the picture tile cuts short', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    const { dialog } = await showDialog(
      editor,
      () => editor.actor.send({ type: 'PICK_PICTURE', uuid: otherSubject.uuid }),
      'Picture not allowed',
    );
    expect(dialog).toHaveTextContent("You can't use this image in this image field");
    expect(dialog).toHaveTextContent('Only pictures of the same person can be used here');
  });

  it('Unsaved changes is left by its × or a tap on the backdrop, answering No', async () => {
    for (const leave of ['×', 'backdrop'] as const) {
      const editor = await unsavedChanges();
      const { user, opener, dialog } = await showDialog(
        editor,
        () => editor.actor.send({ type: 'CANCEL' }),
        'Unsaved changes',
      );
      if (leave === '×') await user.click(screen.getByRole('button', { name: 'Close' }));
      // A tap on the <dialog> element itself, outside its card, is on the backdrop.
      else await user.click(dialog);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(editor.actor.getSnapshot().matches({ editing: { menu: { main: 'idle' } } })).toBe(
        true,
      );
      expect(opener).toHaveFocus();
      cleanup();
    }
  });

  it('a tap inside the card is not taken for the backdrop', async () => {
    const editor = await unsavedChanges();
    const { user } = await showDialog(
      editor,
      () => editor.actor.send({ type: 'CANCEL' }),
      'Unsaved changes',
    );
    await user.click(screen.getByRole('heading', { name: 'Unsaved changes' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });
});
