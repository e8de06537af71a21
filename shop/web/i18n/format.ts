import { dayOrMoment } from '../../contract/calendar-day';
import type { Money } from '../../contract/money';
import { isLanguage, languageLocales } from './languages';

// Another language code (a test's, say) is taken as Intl's locale as it is.
function localeOf(language: string): string {
  return isLanguage(language) ? languageLocales[language] : language;
}

/** One formatter per locale, currency and decimals: building one costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The currency each locale calls plain "kr". Another currency is written by its ISO code, as a
 * Swede writes Norwegian kroner ("199 NOK"; Intl's own "Nkr" reads oddly); English keeps Intl's
 * "NOK 199".
 */
const homeCurrency: Record<string, string> = { 'nb-NO': 'NOK', 'sv-SE': 'SEK' };

function moneyFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole ? 0 : 2}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const foreign = locale in homeCurrency && homeCurrency[locale] !== currency;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: foreign ? 'code' : 'symbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Formats minor units in the shop's currency; whole amounts drop the decimals.
 * Returns null for 0 so the caller shows the translated 'Free'.
 */
export function formatMoney(money: Money, language: string): string | null {
  if (money.amount === 0) return null;
  return formatAmount(money, language);
}

/** Like formatMoney, but 0 is an amount too ('NOK 0'): for VAT and other figures, not prices. */
export function formatAmount(money: Money, language: string): string {
  const whole = money.amount % 100 === 0;
  return moneyFormat(localeOf(language), money.currency, whole).format(money.amount / 100);
}

/** A VAT rate in basis points (2500) as the language writes a percentage: '25%', '25 %'. */
export function formatRate(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** A country's ISO code ('NO') by its name in the language ('Norway', 'Norge'). */
export function formatCountry(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    // Not a region code Intl knows: the studio's own words, as they are.
    return code;
  }
}

/**
 * A date in words as the language writes it: "26 November 2026", "26. november 2026", "26
 * november 2026". A calendar day ("2026-11-26", a due or delivery date) is that day in every time
 * zone; a moment is the day it is where the parent is.
 */
export function formatDate(value: string | number | Date, language: string): string {
  const { at, calendarDay } = dayOrMoment(value);
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    ...(calendarDay ? { timeZone: 'UTC' } : {}),
  }).format(at);
}

export function yearOf(value: string | number | Date): number {
  return new Date(value).getFullYear();
}
