/**
 * Which slots the editor offers, and the template facts its menus depend on
 * (docs/rules/personalisation.md §2, §4).
 */
import { allSlots, findImageSlot, findSlot, type SlotRef } from '../../model/ids';
import { yearChangeEnabled } from '../../model/rules/year';
import type { ImageSlot, StringSlot, Template } from '../../model/types';
import { REPLACE_ALL_THRESHOLD } from '../constants';

/** The editable slots of one kind on a part, in drawing order (numbered buttons of select-*). */
export function editableSlots(
  template: Template,
  partId: string,
  type: 'IMAGE' | 'STRING',
): SlotRef[] {
  return allSlots(template).filter(
    (ref) => ref.part.id === partId && ref.slot.type === type && !ref.slot.disableEdit,
  );
}

/**
 * The numbered buttons of select-image / select-text: the part's editable slots of one kind,
 * numbered as the canvas numbers every editable slot of the part (from 1, in drawing order).
 */
export function numberedSlots(
  template: Template,
  partId: string,
  type: 'IMAGE' | 'STRING',
): { fullId: string; number: number }[] {
  const editable = allSlots(template).filter((r) => r.part.id === partId && !r.slot.disableEdit);
  return editable
    .map((ref, i) => ({ ref, number: i + 1 }))
    .filter(({ ref }) => ref.slot.type === type)
    .map(({ ref, number }) => ({ fullId: ref.fullId, number }));
}

/** Whether a fullId names a slot the parent may edit. */
export function isEditableSlot(template: Template, fullId: string): boolean {
  const ref = findSlot(template, fullId);
  return ref !== undefined && !ref.slot.disableEdit;
}

/** Edit text is offered only when the template has editable text fields. */
export function hasEditableText(template: Template): boolean {
  return allSlots(template).some((ref) => ref.slot.type === 'STRING' && !ref.slot.disableEdit);
}

/** Change year: calendars only, and only when more than one year is possible (the model's rule). */
export const canChangeYear = (template: Template): boolean => yearChangeEnabled(template);

/** Replace-all in this module: more than 4 image resources, and not a calendar or card. */
export function offersReplaceAll(template: Template): boolean {
  const images = allSlots(template).filter((ref) => ref.slot.type === 'IMAGE').length;
  return images > REPLACE_ALL_THRESHOLD && template.type !== 'CALENDAR' && template.type !== 'CARD';
}

/**
 * Crop and zoom are off for a slot with disableZoom or when the image toolbox is off
 * (docs/rules/personalisation.md §5).
 */
export function zoomEnabled(slot: ImageSlot, toolboxEnabled: boolean): boolean {
  return toolboxEnabled && !slot.disableZoom;
}

/** The image slot a fullId names, if any. */
export function imageSlot(template: Template, fullId: string): ImageSlot | undefined {
  return findImageSlot(template, fullId)?.slot;
}

/** The text slot a fullId names, if any. */
export function stringSlot(template: Template, fullId: string): StringSlot | undefined {
  const ref = findSlot(template, fullId);
  return ref?.slot.type === 'STRING' ? ref.slot : undefined;
}
