// What a receipt, the order confirmation mail, the invoice and its reminder say, in the shop's
// three languages. Every language has every key (the type requires it).
import type { StoredReceipt } from '../../db/schema';
import { ratePercent } from './vat';

export type Lang = 'en' | 'nb' | 'sv';
export const langOf = (value: string | null | undefined): Lang =>
  value === 'nb' || value === 'sv' ? value : 'en';
export const LOCALES: Record<Lang, string> = { en: 'en-GB', nb: 'nb-NO', sv: 'sv-SE' };

export interface ReceiptStrings {
  thanks: string;
  subject: string;
  order: string;
  delivery: string;
  voucher: string;
  free: string;
  seller: string;
  organisationNumber: string;
  paymentMethod: string;
  methods: Record<StoredReceipt['method']['kind'], string>;
  /** '{rate}' and '{amount}' filled in. */
  vatLine: string;
  vatTotal: string;
  total: string;
  invoice: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  kid: string;
  bankAccount: string;
  customer: string;
  quantity: string;
  description: string;
  vatRate: string;
  amount: string;
  payTo: string;
  invoiceLink: string;
  reminderSubject: string;
  reminderBody: string;
}

export const RECEIPT_STRINGS: Record<Lang, ReceiptStrings> = {
  en: {
    thanks: 'Thank you for the order!',
    subject: 'Order confirmation {ref}',
    order: 'Order {ref}',
    delivery: 'Delivery',
    voucher: 'Voucher code',
    free: 'Free',
    seller: 'Seller',
    organisationNumber: 'Org. no.',
    paymentMethod: 'Payment method',
    methods: { invoice: 'Invoice', mobile: 'Mobile payment', card: 'Card' },
    vatLine: 'VAT {rate} % of {amount}',
    vatTotal: 'Total VAT',
    total: 'Total',
    invoice: 'Invoice',
    invoiceNumber: 'Invoice no.',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    kid: 'KID',
    bankAccount: 'Bank account',
    customer: 'Customer',
    quantity: 'Qty',
    description: 'Description',
    vatRate: 'VAT',
    amount: 'Amount',
    payTo: 'Pay {amount} to account {account} with KID {kid} by {due}.',
    invoiceLink: 'Your invoice (PDF):',
    reminderSubject: 'Reminder: invoice {number} is overdue',
    reminderBody:
      'We have not yet received the payment of invoice {number} for order {ref}, due {due}.',
  },
  nb: {
    thanks: 'Takk for bestillingen!',
    subject: 'Ordrebekreftelse {ref}',
    order: 'Ordre {ref}',
    delivery: 'Levering',
    voucher: 'Rabattkode',
    free: 'Gratis',
    seller: 'Selger',
    organisationNumber: 'Org.nr.',
    paymentMethod: 'Betalingsmåte',
    methods: { invoice: 'Faktura', mobile: 'Mobilbetaling', card: 'Kort' },
    vatLine: 'MVA {rate} % av {amount}',
    vatTotal: 'Sum MVA',
    total: 'Totalt',
    invoice: 'Faktura',
    invoiceNumber: 'Fakturanr.',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfallsdato',
    kid: 'KID',
    bankAccount: 'Kontonummer',
    customer: 'Kunde',
    quantity: 'Antall',
    description: 'Beskrivelse',
    vatRate: 'MVA',
    amount: 'Beløp',
    payTo: 'Betal {amount} til konto {account} med KID {kid} innen {due}.',
    invoiceLink: 'Fakturaen din (PDF):',
    reminderSubject: 'Påminnelse: faktura {number} har forfalt',
    reminderBody:
      'Vi har ennå ikke mottatt betaling for faktura {number} for ordre {ref}, som forfalt {due}.',
  },
  sv: {
    thanks: 'Tack för din beställning!',
    subject: 'Orderbekräftelse {ref}',
    order: 'Order {ref}',
    delivery: 'Leverans',
    voucher: 'Rabattkod',
    free: 'Gratis',
    seller: 'Säljare',
    organisationNumber: 'Org.nr',
    paymentMethod: 'Betalningssätt',
    methods: { invoice: 'Faktura', mobile: 'Mobilbetalning', card: 'Kort' },
    vatLine: 'Moms {rate} % av {amount}',
    vatTotal: 'Summa moms',
    total: 'Totalt',
    invoice: 'Faktura',
    invoiceNumber: 'Fakturanr',
    invoiceDate: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    kid: 'KID',
    bankAccount: 'Kontonummer',
    customer: 'Kund',
    quantity: 'Antal',
    description: 'Beskrivning',
    vatRate: 'Moms',
    amount: 'Belopp',
    payTo: 'Betala {amount} till konto {account} med KID {kid} senast {due}.',
    invoiceLink: 'Din faktura (PDF):',
    reminderSubject: 'Påminnelse: faktura {number} är förfallen',
    reminderBody:
      'Vi har ännu inte fått betalningen av faktura {number} för order {ref}, som förföll {due}.',
  },
};

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Money in the parent's language: 'NOK 1,234.00' / 'kr 1 234,00'. */
export function formatAmount(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(amount / 100);
}

/** The receipt's seller, method and VAT lines as plain text rows. */
export function receiptRows(receipt: StoredReceipt, currency: string, lang: Lang): string[] {
  const s = RECEIPT_STRINGS[lang];
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
