import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { useLogout } from '../../api/session/logout';
import { paths } from '../../lib/paths';
import { cx } from '../../ui/cx';
import styles from './SideMenu.module.css';

/** 'Hi {name}' with the My account menu, or 'Already a user? Log in'. */
export function UserBlock({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const logout = useLogout();

  if (!isSignedIn(user)) {
    return (
      <p className={styles.userBlock}>
        {t('user.alreadyUser')}{' '}
        <Link to={paths.login} onClick={onNavigate}>
          {t('user.logIn')}
        </Link>
      </p>
    );
  }

  return (
    <section className={styles.userBlock} aria-labelledby="user-block-greeting">
      <h3
        id="user-block-greeting"
        className={cx(styles.greeting, user.isSimulated && styles.simulated)}
      >
        {t('user.hi', { name: user.name || user.emailAddress })}
      </h3>
      <nav aria-label={t('user.myAccount')}>
        <ul className={styles.list}>
          <li>
            <Link to={paths.myaccount} onClick={onNavigate}>
              {t('user.myAccount')}
            </Link>
          </li>
          <li>
            <Link to={paths['myaccount.picturesets']} onClick={onNavigate}>
              {t('user.myPictureSets')}
            </Link>
          </li>
          <li>
            <Link to={paths['myaccount.orders']} onClick={onNavigate}>
              {t('user.orders')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.linkButton}
              disabled={logout.isPending}
              onClick={() => {
                // Leave the account pages first, so no guard sends the visitor to sign in.
                onNavigate();
                void navigate(paths.frontpage);
                logout.mutate();
              }}
            >
              {t('user.logOut')}
            </button>
          </li>
        </ul>
      </nav>
    </section>
  );
}
