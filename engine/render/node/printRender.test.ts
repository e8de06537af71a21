import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { PNG } from 'pngjs';
import {
  instanceFromFixture,
  loadInstanceFile,
  loadTemplate,
  picturesDir,
  templatesDir,
} from '../../../fixtures/load';
import pictures from '../../../fixtures/pictures/index.json';
import { printImageCache, renderPartPng, renderPartRgba } from './printRender';

const pixel = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
};

describe('renderPartPng (Node, @napi-rs/canvas)', () => {
  it('renders a fixture keyring at 300 dpi with its art, photo and text', async () => {
    const folder = 'gift-keyring';
    const template = loadTemplate(folder);
    const file = loadInstanceFile(folder, 'noah-en');
    const png = PNG.sync.read(
      await renderPartPng(
        {
          template,
          instance: instanceFromFixture(template, file.templateData, file.locale),
          partId: 'front',
          locale: file.locale,
        },
        {
          dpi: 300,
          imageSource: (ref) =>
            path.join(picturesDir, pictures.find((p) => p.uuid === ref.uuid)?.file ?? ''),
          artResolver: (src) => path.join(templatesDir, folder, src),
        },
      ),
    );
    // 46 × 66 mm at 300 dpi.
    expect([png.width, png.height]).toEqual([543, 780]);
    // The navy border of the background art at a corner.
    expect(pixel(png, 5, 5)).toEqual([0x1d, 0x35, 0x57]);
    // Inside the photo frame: Noah's warm brown backdrop, not the white card or the placeholder.
    const [r, g, b] = pixel(png, 110, 220);
    expect(r).toBeGreaterThan(b ?? 0);
    expect(g).toBeLessThan(200);
    // The name line is drawn: dark navy text pixels exist in the text box row band.
    let dark = 0;
    for (let x = 60; x < 480; x += 1) {
      for (let y = 620; y < 700; y += 2) {
        const [pr, pg, pb] = pixel(png, x, y);
        if ((pr ?? 255) < 90 && (pg ?? 255) < 110 && (pb ?? 255) < 140) dark += 1;
      }
    }
    expect(dark).toBeGreaterThan(200);
  });

  it("keeps a product's pictures between pages, not the art one page alone draws", async () => {
    const folder = 'calendar-a4-family';
    const template = loadTemplate(folder);
    const file = loadInstanceFile(folder, 'siblings-nb');
    const instance = instanceFromFixture(template, file.templateData, file.locale);
    const cache = printImageCache();
    const options = {
      dpi: 30,
      cache,
      imageSource: (ref: { uuid: string }) =>
        path.join(picturesDir, pictures.find((p) => p.uuid === ref.uuid)?.file ?? ''),
      artResolver: (src: string) => path.join(templatesDir, folder, src),
    };
    // January: a paper and a tape of its own, two pictures.
    await renderPartRgba({ template, instance, partId: 'm01', locale: file.locale }, options);
    expect(cache.size).toBe(2);
    // The same paper on February too: now kept for both.
    const shared = structuredClone(template);
    const february = shared.parts.find((p) => p.id === 'm02');
    if (!february?.background) throw new Error('m02 has no paper');
    february.background.src = 'art/paper-m01.svg';
    const again = printImageCache();
    await renderPartRgba(
      { template: shared, instance, partId: 'm01', locale: file.locale },
      { ...options, cache: again },
    );
    expect(again.size).toBe(3);
  });
});
