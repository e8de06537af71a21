import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, type PDFArray, type PDFDict, type PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  instanceFromFixture,
  loadInstanceFile,
  loadTemplate,
  picturesDir,
  templatesDir,
} from '../../../../fixtures/load';
import pictures from '../../../../fixtures/pictures/index.json';
import { mm } from '../../../../engine/model/units';
import { printPdf, withPrintPool } from './print-pdf';

const POINTS_PER_MM = 72 / 25.4;

async function fixturePdf(
  folder: string,
  name: string,
  edit = (t: ReturnType<typeof loadTemplate>) => t,
  options: Parameters<typeof printPdf>[2] = {},
) {
  const template = edit(loadTemplate(folder));
  const file = loadInstanceFile(folder, name);
  const bytes = await printPdf(
    {
      template,
      instance: instanceFromFixture(template, file.templateData, file.locale),
      locale: file.locale,
    },
    {
      imageFiles: Object.fromEntries(pictures.map((p) => [p.uuid, path.join(picturesDir, p.file)])),
      artDir: path.join(templatesDir, folder),
    },
    options,
  );
  return PDFDocument.load(bytes);
}

const box = (
  page: ReturnType<PDFDocument['getPages']>[number],
  which: 'Media' | 'Bleed' | 'Trim',
) => {
  const b =
    which === 'Media'
      ? page.getMediaBox()
      : which === 'Bleed'
        ? page.getBleedBox()
        : page.getTrimBox();
  return [b.x, b.y, b.width, b.height].map((v) => Math.round((v / POINTS_PER_MM) * 10) / 10);
};

/** An ICC profile stream's bytes as text, NULs dropped (its description may be UTF-16). */
const iccDescription = (stream: PDFRawStream) =>
  inflateSync(stream.getContents()).toString('latin1').replaceAll('\0', '');

/** The page's one image: its pixel size, colour space name and JPEG bytes. */
function pageImage(doc: PDFDocument, index: number) {
  const page = doc.getPages()[index];
  if (!page) throw new Error(`no page ${index}`);
  const resources = page.node.Resources();
  const xObjects = resources?.lookup(PDFName.of('XObject')) as PDFDict;
  const [name] = xObjects.keys();
  const stream = xObjects.lookup(name as PDFName) as PDFRawStream;
  const dict = stream.dict;
  const space = dict.lookup(PDFName.of('ColorSpace')) as PDFArray;
  return {
    width: Number(dict.get(PDFName.of('Width'))?.toString()),
    height: Number(dict.get(PDFName.of('Height'))?.toString()),
    space: space.get(0).toString(),
    profile: iccDescription(space.lookup(1) as PDFRawStream),
    jpeg: Buffer.from(stream.getContents()),
  };
}

describe('printPdf', () => {
  it('prints a folded card as two pages at 300 dpi with bleed and trim boxes', async () => {
    const doc = await fixturePdf('card-folded-birthday', 'sofie-en');
    expect(doc.getPageCount()).toBe(2);
    for (const page of doc.getPages()) {
      // 106 × 156 mm sheet with the template's 3 mm bleed, cut at 100 × 150 mm.
      expect(box(page, 'Media')).toEqual([0, 0, 106, 156]);
      expect(box(page, 'Bleed')).toEqual([0, 0, 106, 156]);
      expect(box(page, 'Trim')).toEqual([3, 3, 100, 150]);
    }
    const front = pageImage(doc, 0);
    // 106 mm at 300 dpi is 1252 px: drawn at print resolution, not from a preview.
    expect([front.width, front.height]).toEqual([1252, 1843]);
    // The picture's colours are declared sRGB by the page: an ICC-based space whose profile is
    // sRGB, the same profile as the output intent's.
    expect(front.space).toBe('/ICCBased');
    expect(front.profile).toMatch(/sRGB/);
    const meta = await sharp(front.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents')) as PDFArray;
    expect(intents.size()).toBe(1);
  });

  it('adds 3 mm of bleed around a template that has none', async () => {
    const doc = await fixturePdf('gift-keyring', 'noah-en', (t) => ({
      ...t,
      bleed: mm(0),
      trimBox: { x: mm(0), y: mm(0), ...t.dimensions },
    }));
    const page = doc.getPages()[0];
    if (!page) throw new Error('no page');
    // The 46 × 66 mm drawing is the trim; the sheet is 3 mm larger on every side.
    expect(box(page, 'Media')).toEqual([0, 0, 52, 72]);
    expect(box(page, 'Trim')).toEqual([3, 3, 46, 66]);
    const image = pageImage(doc, 0);
    expect([image.width, image.height]).toEqual([613, 850]);
    // The bleed repeats the edge: the navy border of the art reaches the sheet's corner.
    const { data } = await sharp(image.jpeg).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    expect(Math.abs(r - 0x1d) + Math.abs(g - 0x35) + Math.abs(b - 0x57)).toBeLessThan(24);
  });

  it("keeps the template's page order when the costlier page is drawn first", async () => {
    const plain = await fixturePdf('card-folded-birthday', 'sofie-en');
    // Art over the inside makes it the costlier page, so the drawers take it before the front;
    // on a lab job's shared pool, as the render child draws.
    const edited = await withPrintPool((pool) =>
      fixturePdf(
        'card-folded-birthday',
        'sofie-en',
        (t) => ({
          ...t,
          parts: t.parts.map((part) =>
            part.id === 'inside' && part.background
              ? { ...part, foreground: part.background }
              : part,
          ),
        }),
        { pool },
      ),
    );
    expect(edited.getPageCount()).toBe(2);
    // The front is the front, pixel for pixel; the inside is the changed page.
    expect(pageImage(edited, 0).jpeg.equals(pageImage(plain, 0).jpeg)).toBe(true);
    expect(pageImage(edited, 1).jpeg.equals(pageImage(plain, 1).jpeg)).toBe(false);
  });

  it('prints a one-page product on a shared pool', async () => {
    const alone = await fixturePdf('card-15x15-winter', 'emma-en');
    const pooled = await withPrintPool((pool) =>
      fixturePdf('card-15x15-winter', 'emma-en', (t) => t, { pool }),
    );
    expect(pooled.getPageCount()).toBe(1);
    expect(pageImage(pooled, 0).jpeg.equals(pageImage(alone, 0).jpeg)).toBe(true);
  });
});
