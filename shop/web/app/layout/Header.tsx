import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session/get-user';
import { iconButtonClass } from '../../ui/Button';
import { MenuIcon } from '../../ui/icons';
import { paths } from '../../lib/paths';
import { cx } from '../../ui/cx';
import { CartLink } from './CartLink';
import { HeaderUser } from './HeaderUser';
import styles from './Header.module.css';

/** Menu button, logo and cart; a red strip while staff acts as a customer. */
export function Header({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <header className={styles.header}>
      {user?.isSimulated && (
        <p className={styles.simulated} role="note">
          {t('user.simulated')}: {user.name || user.emailAddress}
        </p>
      )}
      <div className={styles.bar}>
        <button
          type="button"
          className={cx(iconButtonClass, styles.iconButton, styles.menuButton)}
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link to={paths.frontpage} className={styles.logo} aria-label={t('header.home')}>
          Keepsake
        </Link>
        <HeaderUser />
        <CartLink />
      </div>
    </header>
  );
}
