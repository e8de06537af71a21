import { allSlots, type SlotRef } from '../ids';
import type { ImageSlot, Picture, Refusal, Template } from '../types';

/**
 * The refusal of a picture the slot's rules do not accept (docs/rules/personalisation.md §2.4,
 * image editor).
 */
export const PICTURE_NOT_ALLOWED = "You can't use this image in this image field";

/** Refusals of slots a parent may not fill at all. */
export const SLOT_LOCKED = "This image field can't be changed";
export const SLOT_FIXED = 'This image field is part of the design';
export const PICTURE_WITHOUT_SIZE = 'This picture has no size';

/**
 * Whether a picture may go in an image slot, with the reason when not: the slot must be open to
 * the parent (user-supplied, not disableEdit), accept the picture's type, and the picture must
 * have a pixel size.
 */
export function pictureAllowed(picture: Picture, slot: ImageSlot): { ok: true } | Refusal {
  if (slot.disableEdit) return { ok: false, reason: SLOT_LOCKED };
  if (!slot.userSupplied) return { ok: false, reason: SLOT_FIXED };
  if (!slot.allowedPictureTypes.includes(picture.pictureType))
    return { ok: false, reason: PICTURE_NOT_ALLOWED };
  if (!(picture.width > 0 && picture.height > 0))
    return { ok: false, reason: PICTURE_WITHOUT_SIZE };
  return { ok: true };
}

/** The image slots of a template that accept a picture (replace-all fills these). */
export function slotsAccepting(template: Template, picture: Picture): SlotRef<ImageSlot>[] {
  return allSlots(template).filter(
    (ref): ref is SlotRef<ImageSlot> =>
      ref.slot.type === 'IMAGE' && pictureAllowed(picture, ref.slot).ok,
  );
}
