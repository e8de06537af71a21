// The browser's glyph outlines (glyphOutlines.ts): the same woff2 files the @font-face rules of
// browserFonts.ts load (so the browser's cache holds them already), parsed by fontkit. A chunk of
// its own, imported by the font loader when a text is first drawn: the parser stays out of the
// shop's entry.
import fontkit from '@pdf-lib/fontkit';
import anton from '@fontsource/anton/files/anton-latin-400-normal.woff2?url';
import bebasNeue from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url';
import comfortaa from '@fontsource/comfortaa/files/comfortaa-latin-400-normal.woff2?url';
import dancingScript from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';
import graduate from '@fontsource/graduate/files/graduate-latin-400-normal.woff2?url';
import lobster from '@fontsource/lobster/files/lobster-latin-400-normal.woff2?url';
import lora from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import montserrat from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import oswald from '@fontsource/oswald/files/oswald-latin-400-normal.woff2?url';
import pacifico from '@fontsource/pacifico/files/pacifico-latin-400-normal.woff2?url';
import playfairDisplay from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import racingSansOne from '@fontsource/racing-sans-one/files/racing-sans-one-latin-400-normal.woff2?url';
import roboto from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import sacramento from '@fontsource/sacramento/files/sacramento-latin-400-normal.woff2?url';
import tourney from '@fontsource/tourney/files/tourney-latin-400-normal.woff2?url';
import type { FontFamily } from '../model/types';
import { hasOutlineFont, registerOutlineFont } from './glyphOutlines';

/** Each family's latin file (covers en, nb and sv), as print's Node canvas registers it. */
const FILES: Record<FontFamily, string> = {
  Anton: anton,
  'Bebas Neue': bebasNeue,
  Comfortaa: comfortaa,
  'Dancing Script': dancingScript,
  Graduate: graduate,
  Lobster: lobster,
  Lora: lora,
  Montserrat: montserrat,
  Oswald: oswald,
  Pacifico: pacifico,
  'Playfair Display': playfairDisplay,
  'Racing Sans One': racingSansOne,
  Roboto: roboto,
  Sacramento: sacramento,
  Tourney: tourney,
};

const loading = new Map<FontFamily, Promise<void>>();

async function load(family: FontFamily): Promise<void> {
  const response = await fetch(FILES[family]);
  if (!response.ok) throw new Error(`${FILES[family]}: ${response.status}`);
  registerOutlineFont(family, fontkit.create(new Uint8Array(await response.arrayBuffer())));
}

/**
 * Resolves when every family's outlines are registered. A family whose file fails to load is
 * asked again next time and meanwhile drawn by the canvas's own text.
 */
export function loadOutlines(families: readonly FontFamily[]): Promise<void> {
  return Promise.all(
    families.map((family) => {
      if (hasOutlineFont(family)) return undefined;
      let pending = loading.get(family);
      if (!pending) {
        pending = load(family).catch((error: unknown) => {
          loading.delete(family);
          console.warn('Glyph outlines not loaded:', family, error);
        });
        loading.set(family, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
