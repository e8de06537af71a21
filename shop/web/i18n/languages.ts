/** The languages the shell is translated into; the shop's settings choose among them. */
export const supportedLanguages = ['en', 'nb', 'sv'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Names shown in the picker when the shop's settings name none. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  nb: 'Norsk',
  sv: 'Svenska',
};

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
