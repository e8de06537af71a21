import { useTranslation } from 'react-i18next';
import { Lead, Page } from '../../ui/Page';
import { AddCodeForm } from './AddCodeForm';

/** /my-account/add-picture-set: the same code entry as the signed-in front page. */
export function AddPictureSetPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pictureSets.addTitle')} narrow>
      <Lead>{t('pictureSets.addIntro')}</Lead>
      <AddCodeForm />
    </Page>
  );
}
