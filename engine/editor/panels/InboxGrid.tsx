import { useRef } from 'react';
import type { Picture } from '../../model/types';
import type { ImageSource } from '../../render/pictures';
import type { EditorEvent } from '../machine/types';
import type { EditorStrings } from '../strings';
import './ImageEditor.css';

/** Inbox thumbnails are requested at 320 px (docs/rules/personalisation.md §9). */
export const INBOX_IMAGE_SIZE = 320;

export interface InboxPicture {
  picture: Picture;
  /** Why the open slot refuses it, or null. */
  refusal: string | null;
  selected: boolean;
}

export interface InboxGridProps {
  strings: EditorStrings;
  pictures: InboxPicture[];
  allowUpload: boolean;
  imageSource: ImageSource;
  send: (event: EditorEvent) => void;
}

/** The Image inbox tab: pictures to pick, refused ones greyed out, and the upload button. */
export function InboxGrid({ strings, pictures, allowUpload, imageSource, send }: InboxGridProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {pictures.length === 0 ? <p className="ks-inbox__empty">{strings.inboxEmpty}</p> : null}
      <div className="ks-inbox">
        {allowUpload ? (
          <button type="button" className="ks-inbox__upload" onClick={() => input.current?.click()}>
            {strings.uploadPhotos}
            <input
              ref={input}
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={(e) => {
                send({ type: 'UPLOAD', files: [...(e.target.files ?? [])] });
                e.target.value = '';
              }}
            />
          </button>
        ) : null}
        {pictures.map(({ picture, refusal, selected }, index) => (
          <button
            key={picture.uuid}
            type="button"
            className={[
              'ks-inbox__item',
              selected ? 'ks-inbox__item--selected' : '',
              refusal ? 'ks-inbox__item--refused' : '',
            ].join(' ')}
            aria-pressed={selected}
            onClick={() => send({ type: 'PICK_PICTURE', uuid: picture.uuid })}
          >
            <img
              alt={`${strings.picture} ${index + 1}`}
              src={imageSource({
                uuid: picture.uuid,
                rotation: picture.rotation ?? 0,
                effect: 'original',
                // A green-screen picture is shown as it will be placed: on its default background.
                background: picture.greenscreen ? (picture.defaultBackground ?? null) : null,
                size: INBOX_IMAGE_SIZE,
              })}
            />
            {refusal ? (
              <span className="ks-inbox__refusal">
                {strings.notAllowedPicture}
                {refusal}
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </>
  );
}
