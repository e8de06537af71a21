import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/languages';

/** The current language as the server's names are keyed. */
export function useLang(): 'en' | 'nb' | 'sv' {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language) ?? 'en';
}
