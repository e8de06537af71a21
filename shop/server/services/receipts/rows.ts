// A receipt's rows as the order confirmation mail prints them, and money as the receipt and the
// invoice write it (their words live in lib/i18n/texts.ts with every other mail's and PDF's).
import type { StoredReceipt } from '../../db/schema';
import { formatSumIn, type Lang } from '../../lib/i18n/format';
import { fill, TEXTS } from '../../lib/i18n/texts';
import { ratePercent } from './vat';

/** Money in the parent's language, with øre: 'NOK 1,234.00', '1 234,00 kr', '1 234,00 NOK' (sv). */
export function formatAmount(amount: number, currency: string, lang: Lang): string {
  return formatSumIn(lang, { amount, currency });
}

/** The receipt's seller, method and VAT lines as plain text rows. */
export function receiptRows(receipt: StoredReceipt, currency: string, lang: Lang): string[] {
  const s = TEXTS[lang].receipt;
  const seller = receipt.seller;
  const money = (n: number) => formatAmount(n, currency, lang);
  const vatTotal = receipt.vat.reduce((sum, g) => sum + g.vat, 0);
  return [
    `${s.seller}: ${seller.name}, ${s.organisationNumber} ${seller.organisationNumber}`,
    [seller.address, `${seller.postalCode} ${seller.city}`.trim()].filter(Boolean).join(', '),
    `${s.paymentMethod}: ${s.methods[receipt.method.kind]}`,
    ...(seller.vatRegistered
      ? [
          ...receipt.vat.map(
            (g) =>
              `${fill(s.vatLine, { rate: ratePercent(g.rate), amount: money(g.gross) })}: ${money(g.vat)}`,
          ),
          `${s.vatTotal}: ${money(vatTotal)}`,
        ]
      : []),
  ];
}
