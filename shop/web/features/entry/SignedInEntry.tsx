import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/Page';
import { AddCodeForm } from './AddCodeForm';
import { NotReceivedCode } from './NotReceivedCode';
import styles from './entry.module.css';

/** The front page for a signed-in user: the 'Logged in' panel and another code. */
export function SignedInEntry() {
  const { t } = useTranslation();
  useDocumentTitle(t('entry.addHeading'));
  return (
    <div className={styles.wrap}>
      <section className={styles.panel} aria-label={t('entry.loggedIn')}>
        <p className={styles.panelTitle}>{t('entry.loggedIn')}</p>
        <ButtonLink to={paths['myaccount.picturesets']} variant="secondary">
          {t('entry.myPictureSets')}
        </ButtonLink>
      </section>
      <section className={styles.card}>
        <h1>{t('entry.addHeading')}</h1>
        <AddCodeForm />
      </section>
      <div className={styles.aside}>
        <NotReceivedCode />
      </div>
    </div>
  );
}
