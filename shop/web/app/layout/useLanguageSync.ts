import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session/get-user';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { storedLanguage, toLanguage } from '../../i18n/languages';

/**
 * Without a choice made in this browser, follow the user's language, else the shop's default.
 */
export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  const { data: user } = useUser();
  const { data: settings } = useShopSettings();
  const wanted = toLanguage(user?.lang) ?? toLanguage(settings?.locale.default_language);

  useEffect(() => {
    if (storedLanguage() || !wanted || wanted === i18n.language) return;
    void i18n.changeLanguage(wanted);
  }, [wanted, i18n]);
}
