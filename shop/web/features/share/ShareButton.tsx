import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { ButtonVariant } from '../../ui/Button';
import { ShareDialog } from './ShareDialog';

/** 'Share' on a picture set page: opens the share dialog with that set chosen. */
export function ShareButton({
  subjectUuid,
  variant = 'secondary',
}: {
  subjectUuid: string;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('share.share')}
      </Button>
      <ShareDialog open={open} onClose={() => setOpen(false)} preselected={[subjectUuid]} />
    </>
  );
}
