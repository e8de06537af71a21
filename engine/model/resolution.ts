import { allSlots } from './ids';
import { placedImageFor } from './ops/picture';
import type {
  ImageSlot,
  Picture,
  ResolutionLevel,
  ResolutionPolicy,
  SizeMm,
  SlotResolution,
  Template,
  TemplateInstance,
} from './types';
import { mm, MM_PER_INCH } from './units';

/** Below 150 dpi a print looks soft (warn); below 100 dpi it looks bad (refuse). */
export const DEFAULT_RESOLUTION_POLICY: ResolutionPolicy = { lowDpi: 150, refuseDpi: 100 };

const ISO_A_MM: Record<string, [number, number]> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
};

/** A product format as millimetres: 'WxH' in centimetres ('15x15', '10,5 x 14.8 cm') or A0–A6. */
export function parseFormatSize(formatSize: string): SizeMm | null {
  const iso = ISO_A_MM[formatSize.trim().toUpperCase()];
  if (iso) return { width: mm(iso[0]), height: mm(iso[1]) };
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(?:cm)?\s*$/i.exec(formatSize);
  if (!m) return null;
  const cm = (s: string) => Number(s.replace(',', '.')) * 10;
  return { width: mm(cm(m[1] as string)), height: mm(cm(m[2] as string)) };
}

/**
 * How many printed millimetres one template millimetre becomes: the format's width over the
 * trim box's, with the format turned to the trim box's orientation. 1 when the format is unknown.
 */
export function printScale(template: Template): number {
  const format = parseFormatSize(template.formatSize);
  if (!format) return 1;
  const { width, height } = template.trimBox;
  const long = Math.max(format.width, format.height);
  const short = Math.min(format.width, format.height);
  return width >= height ? long / width : short / width;
}

/** Dots per inch of a crop (picture pixels) printed in a frame (template mm) at a scale. */
export function dpiOf(
  crop: { width: number; height: number },
  frame: { width: number; height: number },
  scale: number,
): number {
  const inches = (lengthMm: number) => (lengthMm * scale) / MM_PER_INCH;
  return Math.min(crop.width / inches(frame.width), crop.height / inches(frame.height));
}

/** The flag for a dpi figure under a policy. */
export function levelOf(
  dpi: number,
  policy: ResolutionPolicy = DEFAULT_RESOLUTION_POLICY,
): ResolutionLevel {
  return dpi < policy.refuseDpi ? 'refuse' : dpi < policy.lowDpi ? 'low' : 'ok';
}

/** The effective resolution of every filled image slot at the product's print size. */
export function slotResolutions(
  template: Template,
  instance: TemplateInstance,
  policy: ResolutionPolicy = DEFAULT_RESOLUTION_POLICY,
): SlotResolution[] {
  const scale = printScale(template);
  return allSlots(template).flatMap(({ slot, fullId }) => {
    const value = instance.resources[fullId];
    if (slot.type !== 'IMAGE' || value?.type !== 'IMAGE' || !value.image) return [];
    const dpi = dpiOf(value.image.cropRect, slot.frame, scale);
    return [{ fullId, dpi, level: levelOf(dpi, policy) }];
  });
}

/** The resolution a picture would have in a slot once placed (cover-fit), to warn before placing. */
export function pictureResolution(
  template: Template,
  slot: ImageSlot,
  picture: Picture,
  policy: ResolutionPolicy = DEFAULT_RESOLUTION_POLICY,
): { dpi: number; level: ResolutionLevel } {
  const dpi = dpiOf(placedImageFor(picture, slot).cropRect, slot.frame, printScale(template));
  return { dpi, level: levelOf(dpi, policy) };
}
