import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { paths } from '../../lib/paths';
import { Drawer } from '../../ui/Drawer';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { ConfiguredMenu } from './ConfiguredMenu';
import { LanguagePicker } from './LanguagePicker';
import { chooseDesktop, useLayoutMode } from '../../ui/layout-mode';
import { UserBlock } from './UserBlock';
import styles from './SideMenu.module.css';

const fixedTargets = [paths.contactus, paths.privacypolicy];

/** The side menu: user block, the shop's menu, fixed links and the language picker. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('menu.title')}
      closeLabel={t('header.closeMenu')}
    >
      <UserBlock onNavigate={onClose} />
      <MenuLinks onNavigate={onClose} />
      <LanguagePicker />
    </Drawer>
  );
}

/**
 * The same menu always in view beside the page in the desktop layout; the header holds the
 * user block there.
 */
export function Sidebar() {
  return (
    <aside className={styles.sidebar}>
      <MenuLinks onNavigate={() => undefined} />
      <LanguagePicker />
    </aside>
  );
}

function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { data: settings } = useShopSettings();
  return (
    <nav aria-label={t('menu.title')}>
      <ul className={styles.list}>
        <ConfiguredMenu
          items={settings?.menu ?? []}
          fixedTargets={fixedTargets}
          signedIn={isSignedIn(user)}
          onNavigate={onNavigate}
        />
        <li>
          <Link to={paths.contactus} onClick={onNavigate}>
            {t('menu.contactUs')}
          </Link>
        </li>
        {settings?.webshop.hasPrivacyPolicy && (
          <li>
            <Link to={paths.privacypolicy} onClick={onNavigate}>
              {t('menu.privacyPolicy')}
            </Link>
          </li>
        )}
        <LayoutSwitch onSwitched={onNavigate} />
      </ul>
    </nav>
  );
}

/**
 * 'Desktop version' on a narrow touch screen, 'Mobile version' once it was chosen. Nothing on a
 * screen that is wide anyway (the desktop layout is already there), nor in a narrow window of a
 * desktop browser, which ignores the viewport the switch sets (its window's width decides).
 */
function LayoutSwitch({ onSwitched }: { onSwitched: () => void }) {
  const { t } = useTranslation();
  const { desktop, chosen } = useLayoutMode();
  const touch = useMediaQuery('(pointer: coarse)');
  if (!chosen && (desktop || !touch)) return null;
  return (
    <li>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          onSwitched();
          chooseDesktop(!chosen);
        }}
      >
        {chosen ? t('menu.mobile') : t('menu.desktop')}
      </button>
    </li>
  );
}
