import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** 'Not received a code?' and its help dialog. */
export function NotReceivedCode() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        {t('entry.notReceived')}
      </Button>
      <Dialog
        closeLabel={t('common.close')}
        open={open}
        onClose={() => setOpen(false)}
        title={t('entry.notReceived')}
        actions={
          <ButtonLink to={paths.contactus} variant="secondary">
            {t('menu.contactUs')}
          </ButtonLink>
        }
      >
        <p>{t('entry.helpText')}</p>
        <p>{t('entry.helpSpam')}</p>
      </Dialog>
    </>
  );
}
