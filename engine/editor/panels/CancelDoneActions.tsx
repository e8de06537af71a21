import type { EditorEvent } from '../machine/types';
import type { EditorStrings } from '../strings';
import { Button } from './Button';

/** The Cancel and Done buttons of the sub-menus that confirm an edit (image, text, templates). */
export function CancelDoneActions({
  strings,
  send,
}: {
  strings: EditorStrings;
  send: (event: EditorEvent) => void;
}) {
  return (
    <>
      <Button onClick={() => send({ type: 'CANCEL' })}>{strings.cancel}</Button>
      <Button variant="primary" onClick={() => send({ type: 'DONE' })}>
        {strings.done}
      </Button>
    </>
  );
}
