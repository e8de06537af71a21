import type { ReactNode } from 'react';
import { Button } from './Button';
import { useModalDialog } from '../useModalDialog';
import './Dialog.css';

interface DialogProps {
  title: string;
  lines: string[];
  /** What Escape (or the back gesture) means: the answer that changes nothing. */
  onEscape: () => void;
  children: ReactNode;
}

/** A modal card over the editor with a title, paragraphs and its buttons. */
function Dialog({ title, lines, onEscape, children }: DialogProps) {
  const { ref, dialogProps } = useModalDialog(true, onEscape);
  return (
    <dialog ref={ref} className="ks-dialog" aria-label={title} {...dialogProps}>
      <h2 className="ks-dialog__title">{title}</h2>
      {lines.map((line) => (
        <p key={line} className="ks-dialog__text">
          {line}
        </p>
      ))}
      <div className="ks-actions">{children}</div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  text: string;
  yes: string;
  no: string;
  onConfirm: () => void;
  onDecline: () => void;
}

/** A yes/no question: replace-all, leave or discard confirmations. */
export function ConfirmDialog({ title, text, yes, no, onConfirm, onDecline }: ConfirmDialogProps) {
  return (
    <Dialog title={title} lines={[text]} onEscape={onDecline}>
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
  onOk: () => void;
}

/** A message with one Ok button: picture not allowed, upload failed. */
export function MessageDialog({ title, lines, ok, onOk }: MessageDialogProps) {
  return (
    <Dialog title={title} lines={lines} onEscape={onOk}>
      <Button variant="primary" onClick={onOk}>
        {ok}
      </Button>
    </Dialog>
  );
}
