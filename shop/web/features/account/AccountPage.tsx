import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccountData } from '../../api/my-account/get-account-data';
import { useUser } from '../../api/session/get-user';
import { paths } from '../../lib/paths';
import { ChevronIcon } from '../../ui/icons';
import { Lead, Page } from '../../ui/Page';
import styles from './account.module.css';

/** /my-account: the account menu of docs/rules/personalisation.md §2.9. */
export function AccountPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  // Cancel picture packages is offered only with package-for-inspection subjects.
  const { data: accountData } = useAccountData();
  const canCancel = (accountData?.packageForInspectionSubjects.length ?? 0) > 0;
  const entries = [
    { to: paths['myaccount.changepassword'], label: t('account.changePassword') },
    { to: paths['myaccount.contactinfo'], label: t('account.contactInfo') },
    { to: paths['myaccount.picturesets'], label: t('account.pictureSets') },
    { to: paths['myaccount.orders'], label: t('account.orderHistory') },
    ...(canCancel
      ? [{ to: paths['myaccount.cancelpackages'], label: t('myAccount.cancelPackages') }]
      : []),
    { to: paths['myaccount.communication'], label: t('account.communication') },
  ];

  return (
    <Page title={t('account.title')} narrow>
      {user && <Lead>{t('user.hi', { name: user.name || user.emailAddress })}</Lead>}
      <nav aria-label={t('account.title')}>
        <ul className={styles.menu}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>
                <span>{entry.label}</span>
                <ChevronIcon />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
