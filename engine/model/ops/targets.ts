import type { Draft } from 'immer';
import { findImageSlot, findStringSlot } from '../ids';
import { SLOT_LOCKED } from '../rules/placement';
import type {
  ImageSlot,
  ImageValue,
  PlacedImage,
  Refusal,
  StringSlot,
  StringValue,
  Template,
  TemplateInstance,
} from '../types';
import { refuse } from './edit';

export const NO_PICTURE = 'There is no picture in this image field';
export const TEXT_LOCKED = "This text field can't be changed";
export const noImageField = (id: string) => `There is no image field '${id}' in this template`;
export const noTextField = (id: string) => `There is no text field '${id}' in this template`;

/** The image slot an edit targets with its current picture, if the slot exists and is editable. */
export function imageTarget(
  template: Template,
  instance: TemplateInstance,
  id: string,
): { ok: true; slot: ImageSlot; image: PlacedImage | null } | Refusal {
  const ref = findImageSlot(template, id);
  const value = instance.resources[id];
  if (!ref || value?.type !== 'IMAGE') return refuse(noImageField(id));
  if (ref.slot.disableEdit) return refuse(SLOT_LOCKED);
  return { ok: true, slot: ref.slot, image: value.image };
}

/** Like `imageTarget`, for edits of a picture already placed. */
export function placedTarget(
  template: Template,
  instance: TemplateInstance,
  id: string,
): { ok: true; slot: ImageSlot; image: PlacedImage } | Refusal {
  const target = imageTarget(template, instance, id);
  if (!target.ok) return target;
  if (!target.image) return refuse(NO_PICTURE);
  return { ok: true, slot: target.slot, image: target.image };
}

/** The text slot an edit targets with its value, if the slot exists and is editable. */
export function stringTarget(
  template: Template,
  instance: TemplateInstance,
  id: string,
): { ok: true; slot: StringSlot; value: StringValue } | Refusal {
  const ref = findStringSlot(template, id);
  const value = instance.resources[id];
  if (!ref || value?.type !== 'STRING') return refuse(noTextField(id));
  if (ref.slot.disableEdit) return refuse(TEXT_LOCKED);
  return { ok: true, slot: ref.slot, value };
}

/**
 * The placed picture of a slot inside a draft. Only called after `placedTarget` has checked that
 * the slot holds a picture, so the cast states a fact the type checker cannot see.
 */
export function draftImage(d: Draft<TemplateInstance>, id: string): Draft<PlacedImage> {
  return (d.resources[id] as Draft<ImageValue>).image as Draft<PlacedImage>;
}
