import { beforeAll, describe, expect, it, vi } from 'vitest';
import Konva from 'konva';
import { instanceFromFixture } from '../../fixtures/instance';
import { loadInstanceFile, loadTemplate } from '../../fixtures/load';
import { preloadedFontLoader } from './fonts';
import { ImageCache } from './imageCache';
import { calendarLocale } from './calendarLocale';
import { describePart } from './describePart';
import type { LoadedAssets } from './loadAssets';
import { loadPartAssets, peekPartAssets, previewPartAssets } from './loadAssets';
import { canvasTextMeasurer } from './measure';
import { setupNodeKonva } from './node/setup';
import type { PlacedImage } from '../model/types';
import type { QuarterTurn } from '../model/units';
import type { ImageMode, ImageRef } from './pictures';
import type { Drawable, SceneGroup } from './scene';

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
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = 'rgb(128, 128, 128)';
      context.fillRect(0, 0, 40, 30);
    }
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

/** The part's input with one slot's placed picture changed. */
function edited(id: string, change: Partial<PlacedImage>) {
  const value = input.instance.resources[id];
  if (value?.type !== 'IMAGE' || !value.image) throw new Error(`${id} holds no picture`);
  const resources = {
    ...input.instance.resources,
    [id]: { ...value, image: { ...value.image, ...change } },
  };
  return { ...input, instance: { ...input.instance, resources } };
}

const placedIn = (id: string) => {
  const value = input.instance.resources[id];
  if (value?.type !== 'IMAGE' || !value.image) throw new Error(`${id} holds no picture`);
  return value.image;
};

describe('previewPartAssets', () => {
  it('turns and filters the picture at hand at once, without asking the server', async () => {
    const s = sources('derivative');
    await loadPartAssets(input, s.sources, 2);
    const loads = s.loads.length;
    const id = 'wrap/centre';
    const placed = placedIn(id);
    const turned = edited(id, { rotation: ((placed.rotation + 90) % 360) as QuarterTurn });
    // The server's rendition of the turned picture is not loaded: nothing to peek.
    expect(peekPartAssets(turned, s.sources, 2, () => true)).toBeNull();
    const preview = previewPartAssets(turned, s.sources, 2, () => true);
    expect(preview?.provisional).toBe(true);
    const picture = preview?.pictures.get(id)?.image;
    // 40 × 30 turned a quarter: 30 × 40.
    expect([picture?.width, picture?.height]).toEqual([30, 40]);
    expect(preview?.pictures.size).toBe(3);

    const sepia = previewPartAssets(
      edited(id, { overrideEffect: placed.overrideEffect === 'sepia' ? 'bw' : 'sepia' }),
      s.sources,
      2,
      () => true,
    );
    const canvas = sepia?.pictures.get(id)?.image as HTMLCanvasElement | undefined;
    const [r = 0, g = 0, b = 0] = canvas?.getContext('2d')?.getImageData(5, 5, 1, 1).data ?? [];
    expect(r === g && g === b).toBe(placed.overrideEffect === 'sepia');
    expect(s.loads.length).toBe(loads);
  });

  it('has no stand-in for a picture never loaded, nor in client mode', async () => {
    const s = sources('derivative');
    await loadPartAssets(input, s.sources, 2);
    const other = edited('wrap/centre', { uuid: '00000000-0000-4000-8000-00000000abcd' });
    expect(previewPartAssets(other, s.sources, 2, () => true)).toBeNull();
    const c = sources('client');
    await loadPartAssets(input, c.sources, 2);
    expect(
      previewPartAssets(
        edited('wrap/centre', { rotation: 90 as QuarterTurn }),
        c.sources,
        2,
        () => true,
      ),
    ).toBeNull();
  });
});

describe('a part drawn before all its pictures are in', () => {
  it('gets its art and the pictures at hand, with a plain panel where one is still loading', async () => {
    const s = sources('derivative');
    const held = placedIn('wrap/centre');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = new ImageCache(async (url) => {
      if (url.includes(held.uuid)) await gate;
      const canvas = Konva.Util.createCanvasElement();
      canvas.width = 40;
      canvas.height = 30;
      return canvas as Drawable;
    });
    const partials: LoadedAssets[] = [];
    const done = loadPartAssets(input, { ...s.sources, cache }, 2, undefined, (assets) =>
      partials.push(assets),
    );
    await vi.waitFor(() => expect(partials.at(-1)?.pictures.size).toBe(2));
    const partial = partials.at(-1);
    expect([...(partial?.pending ?? [])]).toEqual(['wrap/centre']);
    expect(partial?.art.has('art/background.svg')).toBe(true);

    const context = { measurer: canvasTextMeasurer(), calendar: calendarLocale('nb-NO') };
    const slot = (assets: LoadedAssets) =>
      describePart(input, assets, { ...context, placeholders: true }).children.find(
        (n) => n.key === 'wrap/centre',
      ) as SceneGroup;
    // The slot keeps its frame and shows a plain panel, not the empty slot's picture mark.
    const waiting = slot(partial as LoadedAssets);
    expect(waiting.children.map((n) => n.key)).toEqual(['wrap/centre:pending']);

    release();
    const whole = await done;
    expect(whole.pending).toBeUndefined();
    const drawn = slot(whole);
    expect(drawn.children.map((n) => n.key)).toEqual(['wrap/centre:picture']);
    expect([drawn.x, drawn.y, drawn.clip]).toEqual([waiting.x, waiting.y, waiting.clip]);
  });
});
