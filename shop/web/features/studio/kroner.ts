/**
 * Amounts as staff type them (kroner with at most two decimals, a comma or a point, spaces
 * between thousands) and as the server keeps them (whole øre). Counted in whole numbers, never
 * through a float, so 0.29 kroner is 29 øre and not 28.999….
 */
const AMOUNT = /^(-?)(\d{1,12})(?:[.,](\d{1,2}))?$/;

/** The øre an amount in kroner stands for; null when the text is not such an amount. */
export function parseKroner(text: string): number | null {
  const match = AMOUNT.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const ore = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && ore !== 0 ? -ore : ore;
}

/** Øre written as kroner with two decimals (19900 → '199.00'), for an input field. */
export function formatKroner(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
