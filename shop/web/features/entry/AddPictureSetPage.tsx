import { useTranslation } from 'react-i18next';
import { Lead, Page } from '../../ui/Page';
import { AddCodeForm } from './AddCodeForm';
import { MIN_CODE_TO_ADD_IN_ACCOUNT } from './code-rules';

/**
 * /my-account/add-picture-set: the code entry of the signed-in front page, whose button here
 * already answers from 5 characters.
 */
export function AddPictureSetPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pictureSets.addTitle')} narrow>
      <Lead>{t('pictureSets.addIntro')}</Lead>
      <AddCodeForm minimumToSubmit={MIN_CODE_TO_ADD_IN_ACCOUNT} />
    </Page>
  );
}
