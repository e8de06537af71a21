import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditorEvent } from '../machine/types';
import { group, portrait } from '../machine/testHarness';
import { editorStringsEn } from '../strings';
import { ImageEditor, type ImageEditorProps } from './ImageEditor';

function show(props: Partial<ImageEditorProps>) {
  const sent: EditorEvent[] = [];
  render(
    <ImageEditor
      strings={editorStringsEn}
      tab="inbox"
      imageToolboxEnabled
      backgroundsOffered
      pictures={[]}
      allowUpload={false}
      imageSource={(ref) => `/pictures/${ref.uuid}?background=${ref.background ?? 'none'}`}
      tools={[]}
      backgrounds={[]}
      currentBackground={null}
      resolution="ok"
      send={(event) => sent.push(event)}
      {...props}
    />,
  );
  return sent;
}

describe('the image editor names its choices for a screen reader', () => {
  it('names each inbox picture by its number, and the refused one with its reason', async () => {
    const sent = show({
      pictures: [
        { picture: portrait, refusal: null, selected: true },
        {
          picture: group,
          refusal: 'Only pictures of the same person can be used here',
          selected: false,
        },
      ],
    });
    expect(screen.getByRole('button', { name: 'Picture 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The whole reason, though the tile shows it cut to three lines.
    const refused = screen.getByRole('button', {
      name: 'Picture 2 Not allowed picture - Only pictures of the same person can be used here',
    });
    await userEvent.setup().click(refused);
    expect(sent).toEqual([{ type: 'PICK_PICTURE', uuid: group.uuid }]);
  });

  it('names each background and says which is chosen', async () => {
    const sent = show({
      tab: 'backgrounds',
      backgrounds: [
        { uuid: 'bg-1', src: '/bg/1.jpg', default: true },
        { uuid: 'bg-2', src: '/bg/2.jpg', default: false },
      ],
      currentBackground: 'bg-2',
    });
    expect(screen.getByRole('button', { name: 'Background 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Background 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Background 1' }));
    expect(sent).toEqual([{ type: 'BACKGROUND', uuid: 'bg-1' }]);
  });

  it('shows a green-screen picture in the inbox on the background it will be placed on', () => {
    show({
      pictures: [
        { picture: { ...portrait, defaultBackground: 'bg-1' }, refusal: null, selected: false },
      ],
    });
    const image = screen.getByRole('img', { name: 'Picture 1' });
    expect(image).toHaveAttribute('src', '/pictures/ip-1?background=bg-1');
  });
});
