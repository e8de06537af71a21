import type { ReactNode } from 'react';
import type { EditorEvent } from '../machine/types';
import type { EditorStrings } from '../strings';
import { Button } from './Button';
import { useModalDialog } from '../useModalDialog';
import './PreviewDialog.css';

export interface PreviewDialogProps {
  strings: EditorStrings;
  partIds: string[];
  index: number;
  /** Draws one part into the box it is given (engine/react's PartCanvas). */
  renderPart: (partId: string) => ReactNode;
  /** The grid of all pages (engine/react's PreviewGrid). */
  grid: ReactNode;
  send: (event: EditorEvent) => void;
}

/**
 * The preview (docs/rules/personalisation.md §2): full screen, the current part between previous
 * and next arrows, a grid of all pages (2 columns extra small, 3 small, 4 large), padding 5 by 10,
 * and Close. A modal like the editor's other dialogs: focus moves in and stays, Escape closes it,
 * focus returns to Preview.
 */
export function PreviewDialog({
  strings,
  partIds,
  index,
  renderPart,
  grid,
  send,
}: PreviewDialogProps) {
  const current = partIds[index];
  const { ref, dialogProps } = useModalDialog(true, () => send({ type: 'CANCEL' }));
  return (
    <dialog ref={ref} className="ks-preview" aria-label={strings.preview} {...dialogProps}>
      <div className="ks-preview__stage">
        <Button
          variant="icon"
          aria-label={strings.previousPart}
          disabled={index <= 0}
          onClick={() => send({ type: 'PREVIOUS_PART' })}
        >
          ‹
        </Button>
        <div className="ks-preview__part">{current ? renderPart(current) : null}</div>
        <Button
          variant="icon"
          aria-label={strings.nextPart}
          disabled={index >= partIds.length - 1}
          onClick={() => send({ type: 'NEXT_PART' })}
        >
          ›
        </Button>
      </div>
      <div className="ks-preview__grid">{grid}</div>
      <div className="ks-actions">
        <Button variant="primary" onClick={() => send({ type: 'DONE' })}>
          {strings.close}
        </Button>
      </div>
    </dialog>
  );
}
