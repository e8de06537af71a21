import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { nb } from './locales/nb';
import { sv } from './locales/sv';
import { storedLanguage, supportedLanguages } from './languages';

export const resources = {
  en: { translation: en },
  nb: { translation: nb },
  sv: { translation: sv },
};

/** Starts i18next synchronously: the resources are bundled, so the first render is translated. */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18next.use(initReactI18next).init({
    resources,
    lng: storedLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}
