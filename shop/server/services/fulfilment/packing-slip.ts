// The packing slip a person puts in the parcel, and the packing list of a school delivery: plain
// A4 PDFs in the parent's language (the school's list in the shop's first language, English).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { LabManifest, SchoolBatch } from './manifest';
import { type Lang, LOCALES } from '../../lib/i18n/format';
import { TEXTS } from '../../lib/i18n/texts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = A4[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  /** Drops characters the standard font cannot draw (it covers Western European text). */
  private drawable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  }

  line(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 11;
    if (this.y - size < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    const font = options.bold ? this.bold : this.font;
    this.page.drawText(this.drawable(text, font), {
      x: MARGIN + (options.indent ?? 0),
      y: this.y - size,
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
      maxWidth: A4[0] - 2 * MARGIN,
    });
    this.y -= size * 1.5;
  }

  gap(points = 8): void {
    this.y -= points;
  }
}

async function writer(title: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Keepsake');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, w: new Writer(doc, font, bold) };
}

/** The delivery lines of a manifest in the parent's language. */
function deliveryLines(manifest: LabManifest, lang: Lang): string[] {
  const s = TEXTS[lang].fulfilment;
  const d = manifest.delivery;
  if (d.method === 'school-pickup')
    return [
      s.schoolPickup,
      `${s.school}: ${d.school?.name ?? d.name}`,
      ...(d.school?.group ? [`${s.group}: ${d.school.group}`] : []),
    ];
  if (d.method === 'store-pickup' && d.pickupLocation) {
    const p = d.pickupLocation;
    return [`${s.storePickup} ${p.name}`, p.address, `${p.postalCode} ${p.city}`];
  }
  if (d.method === 'digital-delivery') return [s.digitalDelivery];
  const a = d.address;
  return a
    ? [a.name, a.address, a.address2, `${a.postalCode} ${a.city}`, a.state].filter(Boolean)
    : [d.name];
}

export async function packingSlipPdf(manifest: LabManifest): Promise<Uint8Array> {
  const lang = manifest.language;
  const s = TEXTS[lang].fulfilment;
  const { doc, w } = await writer(`${s.packingSlip} ${manifest.orderReference}`);
  w.line(s.packingSlip, { size: 20, bold: true });
  w.line(`${s.order} ${manifest.orderReference}`, { size: 14, bold: true });
  const ordered = new Date(manifest.confirmedAt).toLocaleDateString(LOCALES[lang], {
    dateStyle: 'long',
    timeZone: 'Europe/Oslo',
  });
  w.line(`${s.ordered}: ${ordered}`);
  w.gap();
  w.line(s.deliverTo, { bold: true });
  w.line(manifest.delivery.contactName);
  for (const text of deliveryLines(manifest, lang)) w.line(text);
  w.gap();
  w.line(`${s.quantity}  ${s.product}`, { bold: true });
  for (const line of manifest.lines) {
    const name = line.kind === 'catalogue' ? `${s.catalogueOf}: ${line.product}` : line.product;
    w.line(`${line.quantity} ×  ${name}${line.subject ? ` (${line.subject})` : ''}`);
    const details = [
      line.format ? `${s.format}: ${line.format}` : null,
      line.options.length ? `${s.options}: ${line.options.join(', ')}` : null,
    ].filter((t): t is string => t !== null);
    if (details.length) w.line(details.join('   '), { size: 9, indent: 24 });
  }
  if (manifest.lines.some((l) => l.kind === 'digital-file' || l.kind === 'digital-set')) {
    w.gap();
    w.line(s.digitalNote, { size: 10 });
  }
  w.gap(16);
  w.line(s.thanks, { bold: true });
  return doc.save();
}

/** The packing list of one school delivery: every order in it, with its lines. */
export async function schoolPackingListPdf(batch: SchoolBatch): Promise<Uint8Array> {
  const s = TEXTS.en.fulfilment;
  const { doc, w } = await writer(`${s.batchTitle} ${batch.school}`);
  w.line(`${s.batchTitle}: ${batch.school}`, { size: 18, bold: true });
  if (batch.group) w.line(`${s.group}: ${batch.group}`, { size: 13 });
  w.gap();
  w.line(`${s.batchOrders}: ${batch.orders.length}`, { bold: true });
  for (const order of batch.orders) {
    w.gap(4);
    w.line(`${s.order} ${order.orderReference}  ${order.contactName}`, { bold: true });
    for (const line of order.lines) w.line(`${line.quantity} ×  ${line.product}`, { indent: 16 });
  }
  return doc.save();
}
