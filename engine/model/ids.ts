import type {
  ImageSlot,
  Language,
  Localised,
  StringSlot,
  Template,
  TemplatePart,
  TemplateResource,
} from './types';

/** The id an instance keys a slot's value by: `${partId}/${resourceId}`. */
export function fullId(partId: string, resourceId: string): string {
  return `${partId}/${resourceId}`;
}

/** A slot of a template with the part it is on and its fullId. */
export interface SlotRef<S extends TemplateResource = TemplateResource> {
  part: TemplatePart;
  slot: S;
  fullId: string;
}

/** Every slot of every part, in part order then drawing order. */
export function allSlots(template: Template): SlotRef[] {
  return template.parts.flatMap((part) =>
    part.resources.map((slot) => ({ part, slot, fullId: fullId(part.id, slot.id) })),
  );
}

/** The slot a fullId names, or undefined. */
export function findSlot(template: Template, id: string): SlotRef | undefined {
  return allSlots(template).find((ref) => ref.fullId === id);
}

/** The image slot a fullId names, or undefined when there is none or it is a text field. */
export function findImageSlot(template: Template, id: string): SlotRef<ImageSlot> | undefined {
  const ref = findSlot(template, id);
  return ref?.slot.type === 'IMAGE' ? (ref as SlotRef<ImageSlot>) : undefined;
}

/** The text slot a fullId names, or undefined when there is none or it is an image field. */
export function findStringSlot(template: Template, id: string): SlotRef<StringSlot> | undefined {
  const ref = findSlot(template, id);
  return ref?.slot.type === 'STRING' ? (ref as SlotRef<StringSlot>) : undefined;
}

/** A localised string in `language`, falling back to English when that language is missing. */
export function localise(text: Localised, language: Language): string {
  return text[language] ?? text.en;
}
