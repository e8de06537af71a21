import type { ReactNode } from 'react';
import styles from './checkout.module.css';

interface ChoiceProps {
  /** The radio group it belongs to. */
  group: string;
  checked: boolean;
  onChoose: () => void;
  /** Its name, in bold; the lines under it are its children. */
  title: ReactNode;
  children?: ReactNode;
  /** The price at its end, when it has one of its own. */
  price?: ReactNode;
}

/** One radio choice of a checkout step (a delivery, a pickup place, a payment), read as a whole. */
export function Choice({ group, checked, onChoose, title, children, price }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={group} checked={checked} onChange={onChoose} />
      <span className={styles.choiceText}>
        <strong>{title}</strong>
        {children}
      </span>
      {price !== undefined && <span className={styles.price}>{price}</span>}
    </label>
  );
}
