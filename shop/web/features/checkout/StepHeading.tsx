import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import styles from './checkout.module.css';

interface Props {
  number: number;
  title: string;
  /** A step not reached yet shows a disabled heading. */
  disabled?: boolean;
  onEdit?: () => void;
}

export function StepHeading({ number, title, disabled = false, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.stepHeading, disabled && styles.disabled)} aria-disabled={disabled}>
      <h2>
        <span className={styles.stepNumber}>{number}</span> {title}
      </h2>
      {onEdit && (
        <Button
          variant="text"
          onClick={onEdit}
          aria-label={t('checkout.editStep', { step: title })}
        >
          {t('checkout.edit')}
        </Button>
      )}
    </div>
  );
}
