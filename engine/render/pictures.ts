// Turning a placed picture into something to draw: the host's URL for it, and (client mode) the
// rotation, green-screen composite and colour effect baked once into a cached canvas.
import Konva from 'konva';
import type { Effect, PlacedImage } from '../model/types';
import type { QuarterTurn } from '../model/units';
import { applyEffect, chromaKey } from './effects';
import type { ImageCache } from './imageCache';
import type { Drawable } from './scene';

/** What the host's image source is asked for. `size` is the long edge wanted, in pixels. */
export interface ImageRef {
  uuid: string;
  rotation: QuarterTurn;
  effect: Effect;
  background: string | null;
  size: number;
}

/** The host's picture URLs: a server derivative, a blob URL, a fixture file. */
export type ImageSource = (ref: ImageRef) => string;
/** The host's art URLs, from a template art `src` (relative to the template JSON). */
export type ArtResolver = (src: string) => string;

/**
 * `derivative`: the URL already holds the finished picture (the server rotated, filtered and
 * composited it). `client`: the URL is the original and the renderer does the rest, once.
 */
export type ImageMode = 'derivative' | 'client';

/** A picture ready to draw; `rotated` when the drawable is already turned by `rotation`. */
export interface PictureAsset {
  image: Drawable;
  rotated: boolean;
}

const SIZES = [320, 640, 1280, 2560];

/** The smallest derivative size that covers `needed` long-edge pixels (the original past 2560). */
export function derivativeSize(needed: number, original: number): number {
  return SIZES.find((s) => s >= needed) ?? Math.max(original, needed);
}

/**
 * What a placed picture asks the host for, but its size: its own turn and effect, and its
 * background only when it is a green-screen picture (another has nothing to key out).
 */
function lookOf(placed: PlacedImage): Omit<ImageRef, 'size'> {
  const background = placed.greenscreen ? placed.background : null;
  return {
    uuid: placed.uuid,
    rotation: placed.rotation,
    effect: placed.overrideEffect,
    background,
  };
}

export function pictureKey(placed: PlacedImage, mode: ImageMode, size: number): string {
  const { uuid, rotation, effect, background } = lookOf(placed);
  return `${mode}|${uuid}|${rotation}|${effect}|${background}|${size}`;
}

/** The drawable for a placed picture if the cache already holds it (no waiting). */
export function peekPicture(
  cache: ImageCache,
  source: ImageSource,
  mode: ImageMode,
  placed: PlacedImage,
  size: number,
): PictureAsset | undefined {
  const look = lookOf(placed);
  const { uuid, rotation, effect, background } = look;
  if (mode === 'derivative') {
    const image = cache.peekUrl(source({ ...look, size }));
    return image && { image, rotated: true };
  }
  if (rotation === 0 && effect === 'original' && background === null) {
    const url = source({ uuid, rotation: 0, effect: 'original', background: null, size });
    const image = cache.peekUrl(url);
    return image && { image, rotated: false };
  }
  const image = cache.peek(pictureKey(placed, mode, size));
  return image && { image, rotated: true };
}

/** Loads (or takes from the cache) the drawable for a placed picture. */
export async function loadPicture(
  cache: ImageCache,
  source: ImageSource,
  mode: ImageMode,
  placed: PlacedImage,
  size: number,
): Promise<PictureAsset> {
  const look = lookOf(placed);
  const { background } = look;
  if (mode === 'derivative')
    return { image: await cache.load(source({ ...look, size })), rotated: true };
  const plain = (uuid: string) =>
    cache.load(source({ uuid, rotation: 0, effect: 'original', background: null, size }));
  if (placed.rotation === 0 && placed.overrideEffect === 'original' && background === null) {
    return { image: await plain(placed.uuid), rotated: false };
  }
  const image = await cache.derive(pictureKey(placed, mode, size), async () => {
    const [person, backdrop] = await Promise.all([
      plain(placed.uuid),
      background === null ? Promise.resolve(null) : plain(background),
    ]);
    return bakePicture(person, backdrop, placed.rotation, placed.overrideEffect);
  });
  return { image, rotated: true };
}

const canvasOf = (width: number, height: number) => {
  const canvas = Konva.Util.createCanvasElement();
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  return { canvas, context };
};

/** Rotates, keys and composites over a background, and applies the effect: one canvas. */
export function bakePicture(
  person: Drawable,
  backdrop: Drawable | null,
  rotation: QuarterTurn,
  effect: Effect,
): HTMLCanvasElement {
  const turned = rotation === 90 || rotation === 270;
  const w = turned ? person.height : person.width;
  const h = turned ? person.width : person.height;
  const { canvas, context } = canvasOf(w, h);
  context.translate(w / 2, h / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(person, -person.width / 2, -person.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (backdrop) {
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    chromaKey(pixels.data);
    context.putImageData(pixels, 0, 0);
    const { canvas: out, context: composite } = canvasOf(w, h);
    // The background covers the picture like CSS background-size: cover.
    const scale = Math.max(w / backdrop.width, h / backdrop.height);
    const bw = backdrop.width * scale;
    const bh = backdrop.height * scale;
    composite.drawImage(backdrop, (w - bw) / 2, (h - bh) / 2, bw, bh);
    composite.drawImage(canvas, 0, 0);
    canvas.width = 0;
    return finish(out, composite, effect);
  }
  return finish(canvas, context, effect);
}

function finish(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  effect: Effect,
): HTMLCanvasElement {
  if (effect !== 'original') {
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    applyEffect(pixels.data, effect);
    context.putImageData(pixels, 0, 0);
  }
  return canvas;
}

const TURNS: QuarterTurn[] = [0, 90, 180, 270] as QuarterTurn[];

/**
 * A stand-in for a placed picture whose own server rendition has not arrived, made at once from
 * a rendition of the same picture the cache already holds: turned another way, or without the
 * effect or background asked for. The browser turns, keys and filters it as the server will, so
 * an edit shows on the next frame; the server's rendition replaces it when it comes. Undefined
 * when nothing usable is at hand (a picture never shown, a background never loaded).
 */
export function previewPicture(
  cache: ImageCache,
  source: ImageSource,
  placed: PlacedImage,
  size: number,
): PictureAsset | undefined {
  const { uuid, rotation, effect, background } = lookOf(placed);
  // The size asked for first, then the sharpest kept.
  const sizes = [size, ...[...SIZES].reverse().filter((s) => s !== size)];
  const cached = (ref: Omit<ImageRef, 'size'>) => {
    for (const s of sizes) {
      const image = cache.peekUrl(source({ ...ref, size: s }));
      if (image) return image;
    }
    return undefined;
  };
  const turn = (from: QuarterTurn) => ((rotation - from + 360) % 360) as QuarterTurn;
  // The finished look turned another way: only the turn is left to do.
  for (const from of TURNS) {
    if (from === rotation) continue;
    const image = cached({ uuid, rotation: from, effect, background });
    if (image) return { image: bakePicture(image, null, turn(from), 'original'), rotated: true };
  }
  // The plain picture: turn, background and effect.
  const backdrop =
    background === null
      ? null
      : cached({
          uuid: background,
          rotation: 0 as QuarterTurn,
          effect: 'original',
          background: null,
        });
  if (background !== null && !backdrop) return undefined;
  for (const from of TURNS) {
    if (from === rotation && effect === 'original' && background === null) continue;
    const image = cached({ uuid, rotation: from, effect: 'original', background: null });
    if (image)
      return { image: bakePicture(image, backdrop ?? null, turn(from), effect), rotated: true };
  }
  return undefined;
}
