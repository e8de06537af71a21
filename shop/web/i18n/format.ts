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
  const whole = money.amount % 100 === 0;
  return moneyFormat(localeOf(language), money.currency, whole).format(money.amount / 100);
}

export function formatDate(value: string | number | Date, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(value));
}

export function yearOf(value: string | number | Date): number {
  return new Date(value).getFullYear();
}
