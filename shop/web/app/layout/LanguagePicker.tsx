import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { useSetLanguage } from '../../api/session/set-language';
import { languageNames, storeLanguage, supportedLanguages, toLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import styles from './SideMenu.module.css';

/** The shop's languages that the shell is translated into, with the shop's own names. */
function useLanguageOptions(): Array<{ value: Language; label: string }> {
  const { data: settings } = useShopSettings();
  const offered = (settings?.locale.languages ?? [])
    .map((language) => ({ value: toLanguage(language.name), label: language.long }))
    .filter((option): option is { value: Language; label: string } => option.value !== null);
  return offered.length > 0
    ? offered
    : supportedLanguages.map((value) => ({ value, label: languageNames[value] }));
}

/** Changes the language at once, keeps it in this browser and tells the server. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = useLanguageOptions();
  const setLanguage = useSetLanguage();
  const current = toLanguage(i18n.language) ?? 'en';

  const choose = (value: string) => {
    const language = toLanguage(value);
    if (!language) return;
    storeLanguage(language);
    void i18n.changeLanguage(language);
    setLanguage.mutate(language);
  };

  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('header.language')}</label>
      <select id={id} value={current} onChange={(event) => choose(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
