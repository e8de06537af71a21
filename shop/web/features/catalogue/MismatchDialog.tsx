import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

interface Props {
  open: boolean;
  current: string;
  next: string;
  onCancel: () => void;
  onSwitch: () => void;
}

/** The chosen category has nothing for the current picture set: offer the suited set. */
export function MismatchDialog({ open, current, next, onCancel, onSwitch }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onClose={onCancel}
      title={t('catalogue.mismatchTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onSwitch}>{t('common.continue')}</Button>
        </>
      }
    >
      <p>{t('catalogue.mismatch', { name: current })}</p>
      <p>{t('catalogue.mismatchSwitch', { name: next })}</p>
    </Dialog>
  );
}
