import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { Header } from './Header';
import { useLayoutMode } from '../../ui/layout-mode';
import { PromoBar } from './PromoBar';
import { useLanguageSync } from './useLanguageSync';
import { usePageFocus } from './usePageFocus';
import styles from './Layout.module.css';

// The side menu is closed at first paint: its code loads once the page shows, so it is
// usually there before a tap opens it (a tap before that opens it when it arrives).
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
const Sidebar = lazy(() => loadSideMenu().then((m) => ({ default: m.Sidebar })));

/**
 * The frame around every page: header, promo bar, side menu, the page, a small footer. In the
 * desktop layout the menu stays in view beside the page instead of behind the menu button.
 */
export function Layout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: settings } = useShopSettings();
  const { desktop } = useLayoutMode();
  useLanguageSync();
  usePageFocus('main');
  useEffect(() => {
    void loadSideMenu();
  }, []);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <PromoBar />
      {desktop && (
        <Suspense fallback={<div className={styles.sidebarSlot} />}>
          <Sidebar />
        </Suspense>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          © {new Date().getFullYear()} {settings?.name ?? 'Keepsake'}
        </p>
      </footer>
      <Suspense fallback={null}>
        <SideMenu open={menuOpen && !desktop} onClose={() => setMenuOpen(false)} />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
