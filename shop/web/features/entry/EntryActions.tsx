import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import styles from './entry.module.css';

interface Props {
  /** What the submit button says. */
  submit: string;
  busy: boolean;
  /** Submit is off until the form's own rules are met. */
  disabled: boolean;
  /** Shown only where a forgotten password can be asked for. */
  onForgot?: (() => void) | undefined;
  onBack: () => void;
}

/**
 * The buttons under each sign-in and registration form, in one order everywhere: submit (the whole
 * width), then 'Forgot password?' where it applies, then Back.
 */
export function EntryActions({ submit, busy, disabled, onForgot, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" block busy={busy} disabled={disabled}>
        {submit}
      </Button>
      {onForgot && (
        <Button variant="text" onClick={onForgot}>
          {t('login.forgot')}
        </Button>
      )}
      <Button variant="text" onClick={onBack}>
        {t('common.back')}
      </Button>
    </div>
  );
}
