import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { Header } from './Header';
import { PromoBar } from './PromoBar';
import { useLanguageSync } from './useLanguageSync';
import { usePageFocus } from './usePageFocus';
import styles from './Layout.module.css';

// The side menu is closed at first paint: its code loads once the page shows, so it is
// usually there before a tap opens it (a tap before that opens it when it arrives).
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

/** The frame around every page: header, promo bar, side menu, the page, a small footer. */
export function Layout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: settings } = useShopSettings();
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
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          © {new Date().getFullYear()} {settings?.name ?? 'Keepsake'}
        </p>
      </footer>
      <Suspense fallback={null}>
        <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
