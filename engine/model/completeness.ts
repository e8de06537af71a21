import { allSlots } from './ids';
import { matchesDefault } from './text/placeholders';
import type { ResourceValue, Template, TemplateInstance, TemplateResource } from './types';

/** Whether a slot's value is filled: a picture placed, or text that is not blank. */
export function isFilled(value: ResourceValue | undefined): boolean {
  if (!value) return false;
  return value.type === 'IMAGE' ? value.image !== null : value.text.trim() !== '';
}

/**
 * Whether a text is still the template's sample in a field that must be personalised: the same
 * (spaces aside) as its default text in any language, with any name where the default has a
 * name placeholder (the server fills in the subject's first name, which makes it no more the
 * parent's own). Such a field is not yet the parent's own.
 */
export function isSample(slot: TemplateResource, value: ResourceValue | undefined): boolean {
  if (slot.type !== 'STRING' || !slot.personalise || value?.type !== 'STRING') return false;
  return Object.values(slot.defaultText).some(
    (sample) => sample !== undefined && matchesDefault(sample, value.text),
  );
}

/**
 * The fullIds of user-supplied slots still empty, or still holding a sample text the template
 * asks the parent to personalise, in template order (optionally of one part).
 */
export function missingResources(
  template: Template,
  instance: TemplateInstance,
  partId?: string,
): string[] {
  return allSlots(template)
    .filter(({ part, slot }) => slot.userSupplied && (partId === undefined || part.id === partId))
    .filter(({ fullId, slot }) => {
      const value = instance.resources[fullId];
      return !isFilled(value) || isSample(slot, value);
    })
    .map(({ fullId }) => fullId);
}

/**
 * A part is complete (its check mark) when all its user-supplied slots are filled
 * (docs/rules/personalisation.md §4).
 */
export function partComplete(template: Template, instance: TemplateInstance, partId: string) {
  return missingResources(template, instance, partId).length === 0;
}

/** The ids of the parts not yet complete, in template order (where Add to cart sends the parent). */
export function incompleteParts(template: Template, instance: TemplateInstance): string[] {
  return template.parts
    .filter((part) => !partComplete(template, instance, part.id))
    .map((part) => part.id);
}

/** The template is complete (Add to cart enabled) when every part is. */
export function templateComplete(template: Template, instance: TemplateInstance): boolean {
  return missingResources(template, instance).length === 0;
}

/**
 * The derived template fields (docs/rules/personalisation.md §3.3): whether the parent writes any
 * text, how many image slots they fill, and how many parts have something for them to fill.
 */
export function templateSummary(template: Template) {
  const user = allSlots(template).filter(({ slot }) => slot.userSupplied);
  return {
    hasUserText: user.some(({ slot }) => slot.type === 'STRING'),
    numUserImages: user.filter(({ slot }) => slot.type === 'IMAGE').length,
    numUserParts: new Set(user.map(({ part }) => part.id)).size,
  };
}
