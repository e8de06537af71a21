import i18next from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enShell } from './locales/en-shell';
import { browserLanguage, storedLanguage, supportedLanguages } from './languages';
import type { Language } from './languages';
import type { Translation } from './locales/en';

// English is the default and the fallback: the shell's and front page's strings ship with the
// shell, the other pages' follow right after (see englishPages); the other languages load when
// chosen (a few KB each), keeping the front page's first download small.
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  nb: () => import('./locales/nb').then((m) => m.nb),
  sv: () => import('./locales/sv').then((m) => m.sv),
};

/** Reads a language that is not bundled; i18next switches only once it has arrived. */
const loadOnDemand: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = otherLanguages[language as keyof typeof otherLanguages] as
      (() => Promise<Translation>) | undefined;
    if (!load) return callback(null, {});
    load().then(
      (translation) => callback(null, translation as unknown as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let pagesLoading: Promise<void> | null = null;

/**
 * The English of every page but the front page, added to i18next once loaded. Lazy pages wait
 * for it beside their own code (the router's page loaders), so none renders a bare key.
 */
export function englishPages(): Promise<void> {
  pagesLoading ??= import('./locales/en-pages').then(
    ({ enPages }) => {
      i18next.addResourceBundle('en', 'translation', enPages, true, false);
    },
    (error: unknown) => {
      pagesLoading = null; // the next page asks again
      throw error;
    },
  );
  return pagesLoading;
}

/**
 * Starts i18next. The shell's English is bundled, so it is ready at once; a stored other language resolves
 * once its file has loaded. Render after this, so the first render is already translated.
 */
export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(loadOnDemand)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: enShell } },
      partialBundledLanguages: true,
      // The parent's own choice in this browser, else the phone's language when the shop has it.
      lng: storedLanguage() ?? browserLanguage() ?? 'en',
      fallbackLng: 'en',
      supportedLngs: [...supportedLanguages],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = i18next.language;
  void englishPages().catch(() => {});
  return i18next;
}
