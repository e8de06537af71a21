import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatAccessCode } from '../../../contract/codes';
import type { Db } from '../../db/client';
import { photoDays, photoDaySubjects } from './dashboard';
import { LETTER_TEXTS, type StudioLanguage } from './messages';

export interface LetterRow {
  className: string | null;
  name: string;
  externalId: string | null;
  code: string;
}

export interface JobLetters {
  school: string;
  studio: string;
  contact: string | null;
  orderDeadline: string | null;
  rows: LetterRow[];
}

/**
 * Each subject of the job that has a code, with that code (the oldest, if a set ever got more
 * than one), sorted by class, then name, as the letters are handed out class by class.
 */
export async function jobLetters(db: Db, jobUuid: string): Promise<JobLetters | null> {
  const [job] = await photoDays(db, jobUuid);
  if (!job) return null;
  const rows: LetterRow[] = [];
  for (const { className, name, externalId, code } of await photoDaySubjects(db, jobUuid))
    if (code !== null) rows.push({ className, name, externalId, code });
  const { school, studio, contact, orderDeadline } = job;
  return { school, studio, contact, orderDeadline, rows };
}

/** The link a letter's QR code opens: the shop's front page with the code filled in. */
export const codeLink = (shopUrl: string, code: string): string =>
  `${shopUrl.replace(/\/$/, '')}/?code=${encodeURIComponent(formatAccessCode(code))}`;

const formatDate = (iso: string, lang: StudioLanguage): string =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`);

/** Lines of at most `width` points in `font` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const A4: [number, number] = [595.28, 841.89];
const MM = 72 / 25.4;

/**
 * The code letters as a print-ready A4 PDF, one page per subject in `jobLetters` order: school,
 * the child's name and class, the code in large type, a QR code of the shop link with the code,
 * the order deadline and the studio's contact. Fonts are embedded (subset) so every printer
 * shows the same letters, å, ø and æ included.
 */
export async function codeLettersPdf(
  letters: JobLetters,
  options: { lang: StudioLanguage; shopUrl: string },
): Promise<Uint8Array> {
  const t = LETTER_TEXTS[options.lang];
  const doc = await PDFDocument.create();
  // fontkit takes a noticeable part of a second to load: only when a PDF is made.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default);
  doc.setTitle(`${t.title} – ${letters.school}`);
  doc.setCreator('Keepsake');
  const regular = await doc.embedFont(await readFile(fontFile(400)), { subset: true });
  const bold = await doc.embedFont(await readFile(fontFile(700)), { subset: true });
  const ink = rgb(0.12, 0.12, 0.14);
  const grey = rgb(0.4, 0.4, 0.44);
  const left = 22 * MM;
  const width = A4[0] - 44 * MM;

  for (const row of letters.rows) {
    const page: PDFPage = doc.addPage(A4);
    let y = A4[1] - 25 * MM;
    const text = (s: string, font: PDFFont, size: number, color = ink, x = left) => {
      page.drawText(s, { x, y, size, font, color });
    };
    text(letters.school, bold, 13, grey);
    text(
      letters.studio,
      regular,
      11,
      grey,
      A4[0] - left - regular.widthOfTextAtSize(letters.studio, 11),
    );
    y -= 22 * MM;
    text(t.title, bold, 24);
    y -= 12 * MM;
    text(t.greeting(row.name), bold, 16);
    y -= 7 * MM;
    if (row.className) text(`${t.classLabel} ${row.className}`, regular, 12, grey);
    y -= 12 * MM;
    for (const line of wrap(t.body, regular, 11.5, width)) {
      text(line, regular, 11.5);
      y -= 6 * MM;
    }

    // The code box: the code large enough to read across a table, the QR code beside it.
    y -= 10 * MM;
    const boxHeight = 60 * MM;
    page.drawRectangle({
      x: left,
      y: y - boxHeight,
      width,
      height: boxHeight,
      borderColor: rgb(0.75, 0.75, 0.78),
      borderWidth: 1,
    });
    const code = formatAccessCode(row.code);
    const link = codeLink(options.shopUrl, row.code);
    page.drawText(t.codeLabel, {
      x: left + 8 * MM,
      y: y - 14 * MM,
      size: 12,
      font: regular,
      color: grey,
    });
    page.drawText(code, { x: left + 8 * MM, y: y - 32 * MM, size: 30, font: bold, color: ink });
    page.drawText(`${t.orLink} ${options.shopUrl.replace(/^https?:\/\//, '')}`, {
      x: left + 8 * MM,
      y: y - 46 * MM,
      size: 10,
      font: regular,
      color: grey,
    });
    const qr = await doc.embedPng(
      await QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 8 }),
    );
    const qrSize = 44 * MM;
    page.drawImage(qr, {
      x: left + width - qrSize - 6 * MM,
      y: y - qrSize - 5 * MM,
      width: qrSize,
      height: qrSize,
    });
    page.drawText(t.scan, {
      x: left + width - qrSize - 6 * MM,
      y: y - boxHeight + 3 * MM,
      size: 8,
      font: regular,
      color: grey,
    });
    y -= boxHeight + 14 * MM;

    const deadline = letters.orderDeadline
      ? t.deadline(formatDate(letters.orderDeadline, options.lang))
      : t.noDeadline;
    text(deadline, bold, 12);
    y -= 9 * MM;
    if (letters.contact) {
      for (const line of wrap(
        t.contact(`${letters.studio}: ${letters.contact}`),
        regular,
        11,
        width,
      )) {
        text(line, regular, 11);
        y -= 6 * MM;
      }
    }
  }
  return doc.save();
}

const csvCell = (value: string): string => {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The codes as CSV (UTF-8 with BOM, so spreadsheets read å, ø and æ) for SMS or e-mail merge. */
export function codesCsv(
  letters: JobLetters,
  options: { lang: StudioLanguage; shopUrl: string },
): string {
  const lines = [LETTER_TEXTS[options.lang].csvHeader.join(',')];
  for (const row of letters.rows) {
    lines.push(
      [
        row.className ?? '',
        row.name,
        row.externalId ?? '',
        formatAccessCode(row.code),
        codeLink(options.shopUrl, row.code),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
