// A text slot: the value's text (or the template default) fitted into its box and drawn centred
// vertically, in the value's font.
import { localise } from '../model/ids';
import { fitText } from '../model/text/fit';
import { fillPlaceholders } from '../model/text/placeholders';
import { ptToMm } from '../model/units';
import type { FontFamily, Language, StringSlot, StringValue, TextMeasurer } from '../model/types';
import { LINE_HEIGHT } from './measure';
import type { SceneGroup, SceneNode } from './scene';

/** The value a text slot shows: the instance's, or one made from the template's defaults. */
export function effectiveText(
  slot: StringSlot,
  value: StringValue | undefined,
  language: Language,
): Pick<StringValue, 'text' | 'family' | 'size' | 'color' | 'horizontalAlign'> {
  if (value) return value;
  return {
    text: fillPlaceholders(localise(slot.defaultText, language)),
    family: slot.font.family,
    size: slot.font.size,
    color: slot.font.color,
    horizontalAlign: slot.font.horizontalAlign,
  };
}

export function textSlotScene(
  slot: StringSlot,
  value: StringValue | undefined,
  language: Language,
  measurer: TextMeasurer,
  fullId: string,
  placeholder: boolean,
  fontReady: (family: FontFamily) => boolean = () => true,
): SceneGroup {
  const shown = effectiveText(slot, value, language);
  const { width, height } = slot.box;
  const children: SceneNode[] = [];
  if (shown.text.trim() === '') {
    if (placeholder) {
      children.push({
        kind: 'rect',
        key: 'empty',
        x: 0,
        y: 0,
        width,
        height,
        stroke: '#9aa5b1',
        strokeWidth: 0.3,
        dash: [1.2, 1.2],
      });
    }
  } else if (fontReady(shown.family)) {
    const box = { width, height, maxLines: slot.font.lines };
    const fitted = fitText(shown.text, shown.family, shown.size, box, measurer);
    children.push({
      kind: 'text',
      key: 'text',
      x: 0,
      y: 0,
      width,
      height,
      text: fitted.lines.join('\n'),
      fontFamily: shown.family,
      fontSize: ptToMm(fitted.size),
      lineHeight: LINE_HEIGHT,
      fill: shown.color,
      align: shown.horizontalAlign,
      verticalAlign: 'middle',
    });
  }
  return {
    kind: 'group',
    key: fullId,
    name: `slot:${fullId}`,
    x: slot.box.x,
    y: slot.box.y,
    children,
  };
}
