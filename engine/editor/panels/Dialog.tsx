import type { ReactNode } from 'react';
import { Button } from './Button';
import { useModalDialog } from '../useModalDialog';
import './Dialog.css';

interface DialogProps {
  title: string;
  lines: string[];
  /**
   * What leaving the dialog without an answer means — Escape, the back gesture, its × or a tap
   * on the backdrop: the answer that changes nothing.
   */
  onEscape: () => void;
  /** The name of the × button ('Close' in the parent's language). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal card over the editor with a title, paragraphs and its buttons, and a visible way out
 * that answers as Escape does. The card's padding is on an inner box, so a tap on its edge is
 * inside the card, and only a tap around it is on the backdrop.
 */
function Dialog({ title, lines, onEscape, closeLabel, children }: DialogProps) {
  const { ref, dialogProps, backdropProps } = useModalDialog(true, onEscape);
  return (
    <dialog ref={ref} className="ks-dialog" aria-label={title} {...dialogProps} {...backdropProps}>
      <div className="ks-dialog__card">
        <h2 className="ks-dialog__title">{title}</h2>
        {lines.map((line) => (
          <p key={line} className="ks-dialog__text">
            {line}
          </p>
        ))}
        <div className="ks-actions">{children}</div>
        {/* Last in the tab order, so the dialog opens with focus on its first answer. */}
        <span className="ks-dialog__close">
          <Button variant="icon" aria-label={closeLabel} onClick={onEscape}>
            ×
          </Button>
        </span>
      </div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  text: string;
  yes: string;
  no: string;
  closeLabel: string;
  onConfirm: () => void;
  onDecline: () => void;
}

/** A yes/no question: replace-all, leave or discard confirmations. Leaving it answers no. */
export function ConfirmDialog({
  title,
  text,
  yes,
  no,
  closeLabel,
  onConfirm,
  onDecline,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} lines={[text]} onEscape={onDecline} closeLabel={closeLabel}>
      <Button onClick={onDecline}>{no}</Button>
      <Button variant="primary" onClick={onConfirm}>
        {yes}
      </Button>
    </Dialog>
  );
}

export interface MessageDialogProps {
  title: string;
  lines: string[];
  ok: string;
  closeLabel: string;
  onOk: () => void;
}

/** A message with one Ok button: picture not allowed, upload failed. */
export function MessageDialog({ title, lines, ok, closeLabel, onOk }: MessageDialogProps) {
  return (
    <Dialog title={title} lines={lines} onEscape={onOk} closeLabel={closeLabel}>
      <Button variant="primary" onClick={onOk}>
        {ok}
      </Button>
    </Dialog>
  );
}
