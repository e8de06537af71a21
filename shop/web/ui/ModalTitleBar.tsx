import { iconButtonClass } from './Button';
import { cx } from './cx';
import { CloseIcon } from './icons';
import styles from './ModalTitleBar.module.css';

interface ModalTitleBarProps {
  /** The heading's id, which the dialog names itself by (aria-labelledby). */
  id: string;
  title: string;
  /** The accessible name of the close (×) button, in the shop's language. */
  closeLabel: string;
  onClose: () => void;
  /** The bar's and the heading's look, which each kind of modal sets. */
  className?: string;
  titleClassName?: string;
}

/** The top of a modal (Dialog, Drawer): its heading and the × that closes it. */
export function ModalTitleBar(props: ModalTitleBarProps) {
  const { id, title, closeLabel, onClose, className, titleClassName } = props;
  return (
    <div className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <button
        type="button"
        className={cx(iconButtonClass, styles.close)}
        aria-label={closeLabel}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
