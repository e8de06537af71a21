import type { Money } from '../../contract/money';

const locales: Record<string, string> = { en: 'en-GB', nb: 'nb-NO', sv: 'sv-SE' };

function localeOf(language: string): string {
  return locales[language] ?? language;
}

/**
 * Formats minor units in the shop's currency; whole amounts drop the decimals.
 * Returns null for 0 so the caller shows the translated 'Free'.
 */
export function formatMoney(money: Money, language: string): string | null {
  if (money.amount === 0) return null;
  const whole = money.amount % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(money.amount / 100);
}

export function formatDate(value: string | number | Date, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(value));
}

export function yearOf(value: string | number | Date): number {
  return new Date(value).getFullYear();
}
