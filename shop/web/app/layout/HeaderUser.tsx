import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { useLogout } from '../../api/session/logout';
import { paths } from '../../lib/paths';
import { cx } from '../../ui/cx';
import { useMediaQuery } from '../../ui/useMediaQuery';
import styles from './HeaderUser.module.css';

/**
 * The user block in the header on wide screens ('Hi {name}' with the My account menu, or
 * 'Already a user? Log in'); phones reach the same block in the side menu.
 */
export function HeaderUser() {
  // Not rendered at all on phones, so the page holds one user block, not a hidden twin.
  const wide = useMediaQuery('(min-width: 900px)');
  return wide ? <HeaderUserBlock /> : null;
}

function HeaderUserBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: user } = useUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // Close on navigation, on Escape and on a click elsewhere.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  if (!isSignedIn(user)) {
    return (
      <p className={styles.wide}>
        {t('user.alreadyUser')} <Link to={paths.login}>{t('user.logIn')}</Link>
      </p>
    );
  }

  return (
    <div ref={box} className={cx(styles.wide, styles.box)}>
      <button
        type="button"
        className={cx(styles.toggle, user.isSimulated && styles.simulated)}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {t('user.hi', { name: user.name || user.emailAddress })}
      </button>
      {open && (
        <ul className={styles.menu}>
          <li>
            <Link to={paths.myaccount}>{t('user.myAccount')}</Link>
          </li>
          <li>
            <Link to={paths['myaccount.picturesets']}>{t('user.myPictureSets')}</Link>
          </li>
          <li>
            <Link to={paths['myaccount.orders']}>{t('user.orders')}</Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                void navigate(paths.frontpage);
                logout.mutate();
              }}
            >
              {t('user.logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
