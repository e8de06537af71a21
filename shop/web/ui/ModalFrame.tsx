import { useId } from 'react';
import type { ReactNode } from 'react';
import { useModalDialog } from '../../../engine/modal';
import { ModalTitleBar } from './ModalTitleBar';

/** What the owner of a modal says of it: whether it is open, how to close it, and its title. */
export interface ModalOwnerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The accessible name of the close (×) button, in the shop's language. */
  closeLabel: string;
}

interface ModalFrameProps extends ModalOwnerProps {
  /** The look of each kind of modal: the <dialog>, its title bar and its heading. */
  classNames: { dialog?: string; top?: string; title?: string };
  /** The modal's content while open, laid out around its title bar. */
  children: (titleBar: ReactNode) => ReactNode;
}

/**
 * What Dialog and Drawer share: a native modal <dialog> named by its heading, with the title bar
 * whose × closes it; Escape, the back gesture and a tap on the backdrop close it too.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  closeLabel,
  classNames,
  children,
}: ModalFrameProps) {
  const { ref, dialogProps, backdropProps } = useModalDialog(open, onClose);
  const titleId = useId();
  const titleBar = (
    <ModalTitleBar
      id={titleId}
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      className={classNames.top}
      titleClassName={classNames.title}
    />
  );
  return (
    <dialog
      ref={ref}
      className={classNames.dialog}
      aria-labelledby={titleId}
      {...dialogProps}
      {...backdropProps}
    >
      {open && children(titleBar)}
    </dialog>
  );
}
