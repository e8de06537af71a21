import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import styles from './my-account.module.css';

/** The way back to the account menu from one of its pages. */
export function BackToAccount() {
  const { t } = useTranslation();
  return (
    <Link className={styles.back} to={paths.myaccount}>
      {t('myAccount.back')}
    </Link>
  );
}
