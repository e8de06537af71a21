import { beforeAll, describe, expect, it } from 'vitest';
import Konva from 'konva';
import { instanceFromFixture } from '../../fixtures/instance';
import { loadInstanceFile, loadTemplate } from '../../fixtures/load';
import { preloadedFontLoader } from './fonts';
import { ImageCache } from './imageCache';
import { loadPartAssets, peekPartAssets } from './loadAssets';
import { setupNodeKonva } from './node/setup';
import type { ImageMode, ImageRef } from './pictures';
import type { Drawable } from './scene';

beforeAll(() => setupNodeKonva());

const folder = 'gift-mug-wrap';
const template = loadTemplate(folder);
const file = loadInstanceFile(folder, 'mixed-nb-sepia');
const input = {
  template,
  instance: instanceFromFixture(template, file.templateData, file.locale),
  partId: 'wrap',
  locale: file.locale,
};

function sources(mode: ImageMode) {
  const refs: ImageRef[] = [];
  const loads: string[] = [];
  const cache = new ImageCache(async (url) => {
    loads.push(url);
    const canvas = Konva.Util.createCanvasElement();
    canvas.width = 40;
    canvas.height = 30;
    return canvas as Drawable;
  });
  return {
    refs,
    loads,
    sources: {
      imageSource: (ref: ImageRef) => {
        refs.push(ref);
        return `pic:${ref.uuid}:${ref.rotation}:${ref.effect}:${ref.size}`;
      },
      artResolver: (src: string) => `art:${src}`,
      imageMode: mode,
      cache,
      fonts: preloadedFontLoader,
    },
  };
}

describe('loadPartAssets', () => {
  it('asks the host for finished derivatives in derivative mode', async () => {
    const s = sources('derivative');
    const assets = await loadPartAssets(input, s.sources, 2);
    expect(assets.errors).toEqual([]);
    expect(assets.pictures.size).toBe(3);
    expect([...assets.pictures.values()].every((p) => p.rotated)).toBe(true);
    expect(s.refs.map((r) => [r.rotation, r.effect])).toEqual(
      expect.arrayContaining([
        [270, 'original'],
        [0, 'sepia'],
      ]),
    );
    expect(s.refs.every((r) => [320, 640, 1280, 2560].includes(r.size))).toBe(true);
    expect(assets.art.has('art/background.svg')).toBe(true);
  });

  it('bakes effects once in client mode and then serves the part from the cache', async () => {
    const s = sources('client');
    expect(peekPartAssets(input, s.sources, 2, () => true)).toBeNull();
    await loadPartAssets(input, s.sources, 2);
    expect(s.refs.every((r) => r.rotation === 0 && r.effect === 'original')).toBe(true);
    const loads = s.loads.length;
    const again = await loadPartAssets(input, s.sources, 2);
    expect(s.loads.length).toBe(loads);
    const peeked = peekPartAssets(input, s.sources, 2, () => true);
    expect(peeked?.pictures.get('wrap/centre')?.image).toBe(
      again.pictures.get('wrap/centre')?.image,
    );
    // Fonts not ready: nothing is drawn before its font.
    expect(peekPartAssets(input, s.sources, 2, () => false)).toBeNull();
  });
});
