import { dayOrMoment } from '../../../contract/calendar-day';

/** The languages the shop speaks; English is the fallback for everything else. */
export const LANGS = ['en', 'nb', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

/** The locale each language is written in (English as in Britain: weeks start on Monday). */
export const LOCALES: Record<Lang, string> = { en: 'en-GB', nb: 'nb-NO', sv: 'sv-SE' };

/** The currency each language calls plain "kr"; any other currency is written by its code. */
const HOME_CURRENCY: Record<Lang, string | null> = { en: null, nb: 'NOK', sv: 'SEK' };

/**
 * Whether a reader of `lang` sees `currency` as its symbol: English always (NOK 199), Norsk and
 * Svenska only for their own kroner ("kr"). Another currency is written by its ISO code, so a Swede
 * reads Norwegian kroner as "199 NOK": Intl's Swedish symbol for them, "Nkr", is not how Swedes
 * write it, and "kr" alone would read as Swedish kroner.
 */
const symbolFor = (lang: Lang, currency: string): boolean =>
  lang === 'en' || HOME_CURRENCY[lang] === currency;

function moneyIn(
  lang: Lang,
  money: { amount: number; currency: string },
  minimumFractionDigits: number,
): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: symbolFor(lang, money.currency) ? 'symbol' : 'code',
    minimumFractionDigits,
    maximumFractionDigits: 2,
  }).format(money.amount / 100);
}

/**
 * Minor units as a parent of that language reads a price: whole amounts without decimals, the
 * home currency as "kr" (Norwegian kroner for nb, Swedish for sv), another currency by its ISO
 * code ("199 NOK" for a Swedish reader, never Intl's "Nkr"), English as "NOK 199".
 */
export function formatMoneyIn(lang: Lang, money: { amount: number; currency: string }): string {
  return moneyIn(lang, money, money.amount % 100 === 0 ? 0 : 2);
}

/** Like formatMoneyIn, always with the øre, as a receipt and an invoice write sums ("199,00 kr"). */
export function formatSumIn(lang: Lang, money: { amount: number; currency: string }): string {
  return moneyIn(lang, money, 2);
}

/** "5 minutes", "5 minutter", "5 minuter". */
export function formatMinutes(lang: Lang, minutes: number): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/**
 * A day in words, in the language's locale: "26 November 2026", "26. november 2026", "26 november
 * 2026". A calendar day ("2026-11-26", as a due date is stored) is that day wherever the server
 * runs; a moment is the day it was in Norway, where the shop's parents are.
 */
export function formatDateIn(lang: Lang, date: Date | string): string {
  const { at, calendarDay } = dayOrMoment(date);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeZone: calendarDay ? 'UTC' : 'Europe/Oslo',
  }).format(at);
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
