import { clampFontSize, fitText, layoutText, slotTextBox } from '../text/fit';
import { finaliseText, normaliseText } from '../text/normalise';
import type {
  EditResult,
  FontFamily,
  HorizontalAlign,
  StringSlot,
  StringValue,
  Template,
  TemplateInstance,
  TextMeasurer,
} from '../types';
import { FONT_FAMILIES } from '../types';
import { edit, refuse } from './edit';
import { stringTarget } from './targets';

export const TEXT_TOO_LONG = "The text doesn't fit in the text field";
export const SIZE_TOO_LARGE = "The text doesn't fit at this size";
export const FONT_TOO_LARGE = "The text doesn't fit in this font";
export const BAD_COLOR = 'A colour must look like #1A2B3C';
export const unknownFont = (family: string) => `Unknown font '${family}'`;
export const unknownAlign = (align: string) => `Unknown alignment '${align}'`;

/** Sets fields of a text value after the target checks; `next` may refuse with a reason. */
function editText(
  template: Template,
  instance: TemplateInstance,
  id: string,
  next: (value: StringValue, slot: StringSlot) => Partial<StringValue> | string,
): EditResult {
  const target = stringTarget(template, instance, id);
  if (!target.ok) return target;
  const change = next(target.value, target.slot);
  if (typeof change === 'string') return refuse(change);
  return edit(instance, (d) => {
    Object.assign(d.resources[id] as StringValue, change);
  });
}

/**
 * Sets the text (normalised; trimmed too when `final`, i.e. on blur or Done) and fits it: from
 * the template's default size, or from the parent's own size, down to 12
 * (docs/rules/personalisation.md §4). Refused when it does not fit even at 12.
 */
export function setText(
  template: Template,
  instance: TemplateInstance,
  id: string,
  text: string,
  measurer: TextMeasurer,
  { final = false }: { final?: boolean } = {},
): EditResult {
  return editText(template, instance, id, (value, slot) => {
    const clean = final ? finaliseText(text) : normaliseText(text);
    const start = value.overrideSize ? value.size : slot.font.size;
    const layout = fitText(clean, value.family, start, slotTextBox(slot), measurer);
    if (!layout.fits) return TEXT_TOO_LONG;
    return { text: clean, size: layout.size, lines: layout.lines };
  });
}

/** Sets the font size (clamped to the slider's 12–110); refused if the text would overflow. */
export function setSize(
  template: Template,
  instance: TemplateInstance,
  id: string,
  size: number,
  measurer: TextMeasurer,
): EditResult {
  return editText(template, instance, id, (value, slot) => {
    const layout = layoutText(
      value.text,
      value.family,
      clampFontSize(size),
      slotTextBox(slot),
      measurer,
    );
    if (!layout.fits) return SIZE_TOO_LARGE;
    return { size: layout.size, lines: layout.lines, overrideSize: layout.size !== slot.font.size };
  });
}

/**
 * Sets the font family. When the text overflows in the new font at the current size, the size
 * goes back to the template's default and steps down until it fits
 * (docs/rules/personalisation.md §5).
 */
export function setFont(
  template: Template,
  instance: TemplateInstance,
  id: string,
  family: FontFamily,
  measurer: TextMeasurer,
): EditResult {
  if (!FONT_FAMILIES.includes(family)) return refuse(unknownFont(family));
  return editText(template, instance, id, (value, slot) => {
    const overrideFamily = family !== slot.font.family;
    const box = slotTextBox(slot);
    const same = layoutText(value.text, family, value.size, box, measurer);
    if (same.fits) return { family, overrideFamily, lines: same.lines };
    const reset = fitText(value.text, family, slot.font.size, box, measurer);
    if (!reset.fits) return FONT_TOO_LARGE;
    return { family, overrideFamily, size: reset.size, overrideSize: false, lines: reset.lines };
  });
}

/** Sets the text colour (#RRGGBB). */
export function setColor(
  template: Template,
  instance: TemplateInstance,
  id: string,
  color: string,
) {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return refuse(BAD_COLOR);
  return editText(template, instance, id, (_value, slot) => ({
    color,
    overrideColor: color.toLowerCase() !== slot.font.color.toLowerCase(),
  }));
}

/** Sets the horizontal alignment. */
export function setAlign(
  template: Template,
  instance: TemplateInstance,
  id: string,
  horizontalAlign: HorizontalAlign,
) {
  if (!['left', 'center', 'right'].includes(horizontalAlign))
    return refuse(unknownAlign(horizontalAlign));
  return editText(template, instance, id, (_value, slot) => ({
    horizontalAlign,
    overrideHorizontalAlign: horizontalAlign !== slot.font.horizontalAlign,
  }));
}
