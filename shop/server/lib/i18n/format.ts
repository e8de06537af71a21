/** The languages the shop speaks; English is the fallback for everything else. */
export const LANGS = ['en', 'nb', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

/** The locale each language is written in (English as in Britain: weeks start on Monday). */
export const LOCALES: Record<Lang, string> = { en: 'en-GB', nb: 'nb-NO', sv: 'sv-SE' };

/** The currency each language calls plain "kr"; any other currency is written by its code. */
const HOME_CURRENCY: Record<Lang, string | null> = { en: null, nb: 'NOK', sv: 'SEK' };

/**
 * Minor units as a parent of that language reads them: whole amounts without decimals, the home
 * currency as "kr" (Norwegian kroner for nb, Swedish for sv), another currency by its ISO code
 * ("199 NOK" for a Swedish reader, never Intl's "Nkr"), English as "NOK 199".
 */
export function formatMoneyIn(lang: Lang, money: { amount: number; currency: string }): string {
  const whole = money.amount % 100 === 0;
  const home = HOME_CURRENCY[lang] === money.currency;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: home || lang === 'en' ? 'symbol' : 'code',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(money.amount / 100);
}

/** "5 minutes", "5 minutter", "5 minuter". */
export function formatMinutes(lang: Lang, minutes: number): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/** A date in words, in the language's locale ("26 November 2026", "26. november 2026"). */
export function formatDateIn(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' }).format(date);
}

/**
 * The first of the shop's languages an Accept-Language header asks for (by its q weights), or
 * null when it names none of them. Norwegian written as no, nb or nn is Norsk (bokmål).
 */
export function acceptedLang(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { primary: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
    if (primary === 'sv' || primary === 'en') return primary;
  }
  return null;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A stored language (an account's, a manifest's) as one the shop speaks, English for anything else. */
export const langOf = (value: string | null | undefined): Lang => (isLang(value) ? value : 'en');
