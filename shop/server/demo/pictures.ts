import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { personSvg, type Person } from '../../../fixtures/tools/people';
import { sceneSvg, type Scene } from '../../../fixtures/tools/scenes';
import { storageKeys, type Storage } from '../storage';
import type { DemoScene } from './catalogue';

const SKINS = ['#f1c7a5', '#e0ac82', '#c68a62', '#8d5a3b', '#f3d3bc', '#d9a07a'];
const HAIRS = ['#3b2416', '#a8743a', '#1d1410', '#d9b26a', '#6b3a1f', '#2c2c2c'];
const SHIRTS = ['#2d4a7a', '#8c2f39', '#5b4a8a', '#c9822b', '#37474f', '#b5465f', '#1f6f8b'];
const BACKDROPS: [string, string][] = [
  ['#51708f', '#dbe7f2'],
  ['#7a5a43', '#f5e1c8'],
  ['#66806a', '#eef3e4'],
  ['#6d5f7e', '#ece4f4'],
  ['#5d6f7e', '#e8eef2'],
];
const STYLES: Person['hairStyle'][] = ['short', 'long', 'bun'];
export const CHROMA_GREEN = '#00b140';

/** A stable small number from a name, so each child keeps its looks in every picture. */
function pick(name: string, salt: string, n: number): number {
  return createHash('sha1').update(`${salt}:${name}`).digest().readUInt16BE(0) % n;
}

function looks(who: string): Omit<Person, 'cx' | 'chin' | 'head'> {
  return {
    skin: SKINS[pick(who, 'skin', SKINS.length)] ?? '#f1c7a5',
    hair: HAIRS[pick(who, 'hair', HAIRS.length)] ?? '#3b2416',
    shirt: SHIRTS[pick(who, 'shirt', SHIRTS.length)] ?? '#2d4a7a',
    hairStyle: STYLES[pick(who, 'style', STYLES.length)] ?? 'short',
  };
}

/** Pictures are drawn in a small coordinate system and rendered at this scale. */
const SCALE = 1.5;
/** The mottled backdrop is soft anyway: render it at 1/16 of the pixels, then upscale. */
const BACKDROP_SCALE = 1;

const svg = (w: number, h: number, scale: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A picture as two layers: an optional soft backdrop and the sharp people in front. */
export interface Layers {
  width: number;
  height: number;
  backdrop: string | null;
  foreground: string;
}

const layers = (w: number, h: number, backdrop: string | null, foreground: string): Layers => ({
  width: Math.round(w * SCALE),
  height: Math.round(h * SCALE),
  backdrop: backdrop === null ? null : svg(w, h, BACKDROP_SCALE, backdrop),
  foreground: svg(w, h, SCALE, foreground),
});

/**
 * A soft studio backdrop: base colour, a few large light blotches (a painted canvas), a light
 * falloff behind the head and a vignette. Gradients only: filters make rendering slow.
 */
function backdropSvg(w: number, h: number, base: string, light: string, seed: number): string {
  const blotches: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = ((seed * 37 + i * 131) % 100) / 100;
    const y = ((seed * 53 + i * 71) % 100) / 100;
    const r = 0.18 + ((seed + i * 17) % 20) / 100;
    blotches.push(
      `<ellipse cx="${(x * w).toFixed(0)}" cy="${(y * h).toFixed(0)}" rx="${(r * w).toFixed(0)}" ry="${(r * h * 0.8).toFixed(0)}" fill="url(#blotch-${i % 2})"/>`,
    );
  }
  return `<defs>
    <radialGradient id="blotch-0"><stop offset="0" stop-color="${light}" stop-opacity="0.22"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
    <radialGradient id="blotch-1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <radialGradient id="falloff" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${base}"/>${blotches.join('')}
  <rect width="${w}" height="${h}" fill="url(#falloff)"/><rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

function greenBackdrop(w: number, h: number): string {
  // A lit chroma-green cloth: flat colour with a gentle falloff, as a studio backdrop looks.
  return `<defs><radialGradient id="cloth" cx="0.5" cy="0.4" r="0.8">
    <stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/>
  </radialGradient></defs>
  <rect width="${w}" height="${h}" fill="${CHROMA_GREEN}"/><rect width="${w}" height="${h}" fill="url(#cloth)"/>`;
}

function portrait(who: string, variant: number, greenscreen: boolean): Layers {
  const [base, light] =
    BACKDROPS[(pick(who, 'backdrop', BACKDROPS.length) + variant) % BACKDROPS.length] ??
    BACKDROPS[0]!;
  const backdrop = greenscreen
    ? greenBackdrop(480, 600)
    : backdropSvg(480, 600, base, light, pick(who, 'seed', 90) + variant);
  const person: Person = {
    ...looks(who),
    cx: 240 + (variant - 2) * 14,
    chin: 332 + (variant % 2) * 14,
    head: 184 + (variant % 3) * 8,
  };
  const figure = personSvg(person, `${who}${variant}`);
  return greenscreen
    ? layers(480, 600, null, greenBackdrop(480, 600) + figure)
    : layers(480, 600, backdrop, figure);
}

function pairPicture(a: string, b: string): Layers {
  const [base, light] = BACKDROPS[pick(a + b, 'backdrop', BACKDROPS.length)] ?? BACKDROPS[0]!;
  const left: Person = { ...looks(a), cx: 215, chin: 250, head: 150 };
  const right: Person = { ...looks(b), cx: 425, chin: 262, head: 140 };
  const people = personSvg(left, `${a}L`) + personSvg(right, `${b}R`);
  return layers(640, 480, backdropSvg(640, 480, base, light, 21), people);
}

/** Rows of children, the back row smaller and higher, like a class photo on benches. */
function groupPicture(group: string, variant: number): Layers {
  const w = 960;
  const h = 600;
  const rows = [
    { y: 250, n: 7, head: 62, x0: 110 },
    { y: 345, n: 7, head: 70, x0: 90 },
    { y: 445, n: 6, head: 80, x0: 130 },
  ];
  const people: string[] = [];
  let k = 0;
  for (const row of rows) {
    const step = (w - row.x0 * 2) / (row.n - 1);
    for (let i = 0; i < row.n; i += 1) {
      const who = `${group}-${k}`;
      const person: Person = {
        ...looks(who),
        cx: row.x0 + i * step + ((k + variant) % 2 === 0 ? 5 : -5),
        chin: row.y + ((k + variant) % 3) * 4,
        head: row.head + (k % 4) * 2,
      };
      people.push(personSvg(person, `g${k}`));
      k += 1;
    }
  }
  const [base, light] =
    BACKDROPS[(pick(group, 'backdrop', BACKDROPS.length) + variant) % BACKDROPS.length] ??
    BACKDROPS[0]!;
  return layers(w, h, backdropSvg(w, h, base, light, 11 + variant), people.join(''));
}

export function sceneLayers(scene: DemoScene): Layers {
  switch (scene.kind) {
    case 'portrait':
      return portrait(scene.who, scene.variant, scene.greenscreen);
    case 'pair':
      return pairPicture(scene.who[0], scene.who[1]);
    case 'group':
      return groupPicture(scene.group, scene.variant);
  }
}

export function backgroundLayers(scene: Scene): Layers {
  return layers(480, 600, null, sceneSvg(scene, 480, 600));
}

/** The picture as a JPEG (the same layers always give the same bytes). */
export async function renderPicture(picture: Layers): Promise<Buffer> {
  const foreground = Buffer.from(picture.foreground);
  const base = picture.backdrop
    ? sharp(Buffer.from(picture.backdrop))
        .resize(picture.width, picture.height)
        .composite([{ input: foreground }])
    : sharp(foreground);
  return base
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Stores `file` under pictures/ unless it is there; returns the picture's pixel size. */
export async function writePicture(
  storage: Storage,
  file: string,
  picture: Layers,
): Promise<{ width: number; height: number }> {
  const key = storageKeys.picture(file);
  // Whole objects only: test files seeding in parallel may store the same picture.
  if (!(await storage.exists(key))) await storage.put(key, await renderPicture(picture));
  return { width: picture.width, height: picture.height };
}
