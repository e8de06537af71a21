import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../ui/Spinner';

export function InitialLoading() {
  const { t } = useTranslation();
  return <LoadingBlock label={t('common.loading')} />;
}
