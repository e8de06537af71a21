/** The languages the shell is translated into; the shop's settings choose among them. */
export const supportedLanguages = ['en', 'nb', 'sv'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Names shown in the picker when the shop's settings name none. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  nb: 'Norsk',
  sv: 'Svenska',
};

/**
 * The locale each language is written in: money, dates and the calendar words in designs.
 * English is en-GB, not en-US, so calendar weeks start on Monday as in the other two.
 */
export const languageLocales: Record<Language, string> = {
  en: 'en-GB',
  nb: 'nb-NO',
  sv: 'sv-SE',
};

/** The locale of an i18n language; English's for anything else. */
export const localeOf = (language: string): string =>
  languageLocales[isLanguage(language) ? language : 'en'];

const storageKey = 'keepsake.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Maps a shop or user language code ('no', 'nb-NO', 'sv_SE') onto a supported language. */
export function toLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'no' || base === 'nn') return 'nb';
  return isLanguage(base) ? base : null;
}

/**
 * The first of the browser's languages (the phone's settings, navigator.languages) that the shop
 * offers (all of them when `offered` is not known yet), or null.
 */
export function browserLanguage(
  offered: readonly Language[] = supportedLanguages,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language | null {
  for (const code of languages) {
    const language = toLanguage(code);
    if (language && offered.includes(language)) return language;
  }
  return null;
}

export function storedLanguage(): Language | null {
  try {
    return toLanguage(globalThis.localStorage?.getItem(storageKey));
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(storageKey, language);
  } catch {
    // Private mode without storage: the choice still holds for this page view.
  }
}
