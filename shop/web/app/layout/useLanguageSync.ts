import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session/get-user';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { browserLanguage, storedLanguage, toLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';

/**
 * Without a choice made in this browser, follow the user's language, else the first of the
 * browser's languages the shop offers, else the shop's default.
 */
export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  const { data: user } = useUser();
  const { data: settings } = useShopSettings();
  const offered = (settings?.locale.languages ?? [])
    .map((language) => toLanguage(language.name))
    .filter((language): language is Language => language !== null);
  const wanted =
    toLanguage(user?.lang) ??
    browserLanguage(offered.length > 0 ? offered : undefined) ??
    toLanguage(settings?.locale.default_language);

  useEffect(() => {
    if (storedLanguage() || !wanted || wanted === i18n.language) return;
    void i18n.changeLanguage(wanted);
  }, [wanted, i18n]);
}
