// A template part with an instance's values as a scene (plain drawing data in millimetres).
// A function of its input: every picture, art file and font arrives through `assets`.
import { monthGrid } from '../model/calendar';
import { fullId } from '../model/ids';
import type {
  Art,
  CalendarLocale,
  FontFamily,
  Language,
  Template,
  TemplateInstance,
  TemplatePart,
  TextMeasurer,
} from '../model/types';
import { calendarScene } from './calendarScene';
import { imageSlotScene } from './imageSlot';
import type { PictureAsset } from './pictures';
import type { Drawable, SceneGroup, SceneNode } from './scene';
import { textSlotScene } from './textSlot';

export interface PartInput {
  template: Template;
  instance: TemplateInstance;
  partId: string;
  /** BCP 47 locale, e.g. 'nb-NO': default texts, month and day names, week start. */
  locale: string;
}

/** Loaded things a part draws with; a picture is keyed by its slot's fullId. */
export interface PartAssets {
  pictures: Map<string, PictureAsset & { uuid: string }>;
  art: Map<string, Drawable>;
  /** Slots whose pictures are still loading: a plain panel holds their place. */
  pending?: ReadonlySet<string>;
}

export interface DescribeContext {
  measurer: TextMeasurer;
  calendar: CalendarLocale;
  /** Show empty slots (editor); print renders leave them blank. */
  placeholders: boolean;
  /** Whether a family's font has loaded; texts in a font still loading are left out. */
  fontReady?: (family: FontFamily) => boolean;
}

export function languageOf(locale: string): Language {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  if (language === 'nb' || language === 'no' || language === 'nn') return 'nb';
  return language === 'sv' ? 'sv' : 'en';
}

export function findPart(template: Template, partId: string): TemplatePart {
  const part = template.parts.find((p) => p.id === partId);
  if (!part) throw new Error(`Template ${template.uuid} has no part '${partId}'`);
  return part;
}

function artNode(key: string, art: Art | undefined, template: Template, assets: PartAssets) {
  const image = art ? assets.art.get(art.src) : undefined;
  if (!art || !image) return [];
  const rect = art.rect ?? { x: 0, y: 0, ...template.dimensions };
  return [{ kind: 'image', key, image, ...rect } satisfies SceneNode];
}

export function describePart(
  input: PartInput,
  assets: PartAssets,
  context: DescribeContext,
): SceneGroup {
  const { template, instance } = input;
  const part = findPart(template, input.partId);
  const language = languageOf(input.locale);
  const { width, height } = template.dimensions;
  const children: SceneNode[] = [
    { kind: 'rect', key: 'paper', x: 0, y: 0, width, height, fill: '#ffffff' },
    ...artNode('background', part.background, template, assets),
  ];
  for (const slot of part.resources) {
    const id = fullId(part.id, slot.id);
    const value = instance.resources[id];
    if (slot.type === 'IMAGE') {
      const placed = value?.type === 'IMAGE' ? value.image : null;
      const asset = assets.pictures.get(id);
      const usable = placed && asset?.uuid === placed.uuid ? asset : undefined;
      children.push(
        imageSlotScene(slot, placed, usable, {
          fullId: id,
          placeholder: context.placeholders,
          pending: !!placed && !usable && (assets.pending?.has(id) ?? false),
        }),
      );
    } else {
      const text = value?.type === 'STRING' ? value : undefined;
      children.push(
        textSlotScene(
          slot,
          text,
          language,
          context.measurer,
          id,
          context.placeholders,
          context.fontReady,
        ),
      );
    }
  }
  if (part.calendar && (context.fontReady?.(part.calendar.font.family) ?? true)) {
    const grid = monthGrid(instance.year, part.calendar.month, context.calendar.weekStartsOn);
    children.push(calendarScene(part.calendar, grid, context.calendar, `${part.id}/calendar`));
  }
  children.push(...artNode('foreground', part.foreground, template, assets));
  return { kind: 'group', key: part.id, x: 0, y: 0, children };
}
