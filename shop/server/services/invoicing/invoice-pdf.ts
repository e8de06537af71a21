// The invoice of an order as an A4 PDF in the buyer's language, with Roboto embedded (subset)
// so every Norwegian and Swedish letter prints the same everywhere.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { OrderDetails } from '../../../contract/orders';
import type { InvoiceRow } from './invoices';
import { formatDateIn, type Lang } from '../../lib/i18n/format';
import { translateMessage } from '../../lib/i18n/translate';
import { fill, TEXTS } from '../../lib/i18n/texts';
import { formatAmount } from '../receipts/rows';
import { ratePercent } from '../receipts/vat';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`);

export interface InvoiceDocument {
  order: OrderDetails;
  invoice: InvoiceRow;
  lang: Lang;
  /** The buyer as the invoice is addressed. */
  customer: string[];
}

/** Draws lines of text top to bottom, with a new page when one is full. */
class Sheet {
  private page: PDFPage;
  y = A4[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  /** Narrow no-break spaces (Intl's thousands separator in nb and sv) print as plain ones. */
  private printable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return [...text.replace(/[\u202f\u00a0]/g, ' ')]
      .map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');
  }

  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; right?: boolean } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const text = this.printable(value, font);
    const at = options.right ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: at, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
  }

  next(points = 15): void {
    this.y -= points;
    if (this.y < MARGIN + 40) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: A4[0] - MARGIN, y: this.y - 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.next(10);
  }
}

/** The invoice PDF: seller, customer, number, dates, KID, lines with VAT, VAT per rate, total. */
export async function renderInvoicePdf(input: InvoiceDocument): Promise<Uint8Array> {
  const { order, invoice, lang } = input;
  const receipt = order.receipt;
  if (!receipt) throw new Error('An invoice needs the order to carry its receipt');
  const s = TEXTS[lang].receipt;
  const seller = receipt.seller;
  const money = (amount: number) => formatAmount(amount, invoice.currency, lang);
  // Dates in words, as the parent writes them: "26. november 2026", "26 november 2026".
  const date = (when: string | Date) => formatDateIn(lang, when);

  const doc = await PDFDocument.create();
  // fontkit takes a noticeable part of a second to load: only when a PDF is made.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default);
  doc.setTitle(`${s.invoice} ${invoice.number}`);
  doc.setAuthor(seller.name);
  doc.setProducer('Keepsake');
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);
  const font = await doc.embedFont(await readFile(fontFile(400)), { subset: true });
  const bold = await doc.embedFont(await readFile(fontFile(700)), { subset: true });
  const w = new Sheet(doc, font, bold);
  const right = A4[0] - MARGIN;

  // Seller on the left, the invoice's title and facts on the right.
  w.text(seller.name, MARGIN, { size: 14, bold: true });
  w.text(s.invoice, right, { size: 20, bold: true, right: true });
  w.next(22);
  const facts: [string, string][] = [
    [s.invoiceNumber, String(invoice.number)],
    [s.invoiceDate, date(invoice.issuedAt)],
    [s.dueDate, date(invoice.dueDate)],
    [s.kid, invoice.kid],
    [s.bankAccount, seller.bankAccount],
    [fill(s.order, { ref: order.uuid.slice(0, 8) }), ''],
  ];
  const sellerLines = [
    seller.address,
    `${seller.postalCode} ${seller.city}`.trim(),
    `${s.organisationNumber} ${seller.organisationNumber}${seller.vatRegistered ? ' MVA' : ''}`,
    seller.email,
    seller.phone,
  ].filter((l) => l.trim() !== '');
  for (let i = 0; i < Math.max(facts.length, sellerLines.length); i += 1) {
    const left = sellerLines[i];
    if (left) w.text(left, MARGIN);
    const fact = facts[i];
    if (fact) {
      w.text(fact[0], right - 160, { bold: true });
      w.text(fact[1], right, { right: true });
    }
    w.next(14);
  }
  w.next(10);
  w.text(s.customer, MARGIN, { bold: true });
  w.next(14);
  for (const line of input.customer) {
    w.text(line, MARGIN);
    w.next(14);
  }
  w.next(14);

  // The lines: quantity, description, VAT rate, amount (VAT included).
  const col = { qty: MARGIN, desc: MARGIN + 40, vat: right - 110, amount: right };
  w.text(s.quantity, col.qty, { bold: true });
  w.text(s.description, col.desc, { bold: true });
  w.text(s.vatRate, col.vat, { bold: true, right: true });
  w.text(s.amount, col.amount, { bold: true, right: true });
  w.next(12);
  w.rule();
  const rates = receipt.lineRates;
  order.orderLines.forEach((line, i) => {
    w.text(String(line.quantity), col.qty);
    w.text(line.description.slice(0, 60), col.desc);
    const rate = rates?.[i];
    if (rate !== undefined && seller.vatRegistered)
      w.text(`${ratePercent(rate)} %`, col.vat, { right: true });
    w.text(money(line.actualLinePrice.amount), col.amount, { right: true });
    w.next(15);
  });
  for (const l of order.summary.lines.filter((l) => l.type !== 0 && l.type !== 4)) {
    // Delivery, fees and rebates are stored as their English words: in the reader's language.
    w.text(translateMessage(l.description, lang).slice(0, 60), col.desc);
    w.text(money(l.linePrice.amount), col.amount, { right: true });
    w.next(15);
  }
  w.rule();
  for (const g of receipt.vat) {
    w.text(fill(s.vatLine, { rate: ratePercent(g.rate), amount: money(g.gross.amount) }), col.desc);
    w.text(money(g.vat.amount), col.amount, { right: true });
    w.next(15);
  }
  if (seller.vatRegistered) {
    w.text(s.vatTotal, col.desc);
    w.text(money(receipt.vatTotal.amount), col.amount, { right: true });
    w.next(18);
  }
  w.text(s.total, col.desc, { size: 12, bold: true });
  w.text(money(invoice.amount), col.amount, { size: 12, bold: true, right: true });
  w.next(34);
  w.text(
    fill(s.payTo, {
      amount: money(invoice.amount),
      account: seller.bankAccount,
      kid: invoice.kid,
      due: date(invoice.dueDate),
    }),
    MARGIN,
    { bold: true },
  );
  return doc.save();
}
