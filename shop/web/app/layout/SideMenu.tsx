import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { paths } from '../../lib/paths';
import { Drawer } from '../../ui/Drawer';
import { ConfiguredMenu } from './ConfiguredMenu';
import { LanguagePicker } from './LanguagePicker';
import { UserBlock } from './UserBlock';
import styles from './SideMenu.module.css';

const fixedTargets = [paths.contactus, paths.privacypolicy];

/** The side menu: user block, the shop's menu, fixed links and the language picker. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { data: settings } = useShopSettings();

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('menu.title')}
      closeLabel={t('header.closeMenu')}
    >
      <UserBlock onNavigate={onClose} />
      <nav aria-label={t('menu.title')}>
        <ul className={styles.list}>
          <ConfiguredMenu
            items={settings?.menu ?? []}
            fixedTargets={fixedTargets}
            signedIn={isSignedIn(user)}
            onNavigate={onClose}
          />
          <li>
            <Link to={paths.contactus} onClick={onClose}>
              {t('menu.contactUs')}
            </Link>
          </li>
          {settings?.webshop.hasPrivacyPolicy && (
            <li>
              <Link to={paths.privacypolicy} onClick={onClose}>
                {t('menu.privacyPolicy')}
              </Link>
            </li>
          )}
          <li>
            <a href={paths.desktop}>{t('menu.desktop')}</a>
          </li>
        </ul>
      </nav>
      <LanguagePicker />
    </Drawer>
  );
}
