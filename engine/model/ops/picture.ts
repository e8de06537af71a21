import type { Draft } from 'immer';
import { coverCrop, rotatedSize } from '../geometry/crop';
import { pictureAllowed, slotsAccepting } from '../rules/placement';
import type {
  EditResult,
  Effect,
  ImageSlot,
  Picture,
  PlacedImage,
  Template,
  TemplateInstance,
} from '../types';
import { EFFECTS } from '../types';
import { type ImagePx, imagePx, type QuarterTurn } from '../units';
import { edit, refuse } from './edit';
import { draftImage, imageTarget, placedTarget } from './targets';

export const NO_SLOT_FOR_PICTURE = "This picture can't be used in any image field of this template";
export const BACKGROUND_OFF = "The background can't be changed in this image field";
export const NOT_GREENSCREEN = "This picture's background can't be changed";
export const unknownEffect = (effect: string) => `Unknown effect '${effect}'`;

/** The next rotation of the rotate button: subtract 90, below 0 wrap to 270 (0 → 270 → 180 → 90 → 0). */
export const nextRotation = (rotation: QuarterTurn): QuarterTurn =>
  ((rotation + 270) % 360) as QuarterTurn;

/** A cover-fit crop, centred, of a picture turned by `rotation` in a slot's frame. */
export function cropFor(slot: ImageSlot, width: ImagePx, height: ImagePx, rotation: QuarterTurn) {
  return coverCrop({
    ...rotatedSize(width, height, rotation),
    aspect: slot.frame.width / slot.frame.height,
  });
}

/**
 * A picture as placed fresh in a slot: its own rotation, cover-fit crop and no effect. A
 * green-screen picture stands on its default background where the slot allows backgrounds, so a
 * parent never gets raw green without choosing "No background"; other pictures get none.
 */
export function placedImageFor(picture: Picture, slot: ImageSlot): PlacedImage {
  const rotation = picture.rotation ?? 0;
  const width = imagePx(picture.width);
  const height = imagePx(picture.height);
  return {
    uuid: picture.uuid,
    width,
    height,
    pictureType: picture.pictureType,
    rotation,
    cropRect: cropFor(slot, width, height, rotation),
    overrideEffect: 'original',
    background:
      picture.greenscreen && !slot.disableBackground ? (picture.defaultBackground ?? null) : null,
    greenscreen: picture.greenscreen,
  };
}

/**
 * Places a picture in an image slot (docs/rules/personalisation.md §4–5): refused with the reason
 * when the slot's rules refuse it. Selecting a picture resets the crop: it gets a fresh cover-fit
 * crop, its own rotation, no effect and its default background (green-screen pictures), also when
 * it is the picture already there.
 */
export function placePicture(
  template: Template,
  instance: TemplateInstance,
  id: string,
  picture: Picture,
): EditResult {
  const target = imageTarget(template, instance, id);
  if (!target.ok) return target;
  const allowed = pictureAllowed(picture, target.slot);
  if (!allowed.ok) return allowed;
  const image = placedImageFor(picture, target.slot);
  return edit(instance, (d) => {
    d.resources[id] = { type: 'IMAGE', image };
  });
}

/** Places a picture in every slot that accepts it, each with a recomputed crop and rotation. */
export function replaceAll(
  template: Template,
  instance: TemplateInstance,
  picture: Picture,
): EditResult {
  const slots = slotsAccepting(template, picture).filter(
    (ref) => instance.resources[ref.fullId]?.type === 'IMAGE',
  );
  if (slots.length === 0) return refuse(NO_SLOT_FOR_PICTURE);
  return edit(instance, (d) => {
    for (const { fullId, slot } of slots)
      d.resources[fullId] = { type: 'IMAGE', image: placedImageFor(picture, slot) };
  });
}

/** Changes a placed picture, unless the target checks or `refusal` (a reason or null) refuse. */
function editPlaced(
  template: Template,
  instance: TemplateInstance,
  id: string,
  change: (image: Draft<PlacedImage>, slot: ImageSlot) => void,
  refusal: (image: PlacedImage, slot: ImageSlot) => string | null = () => null,
): EditResult {
  const target = placedTarget(template, instance, id);
  if (!target.ok) return target;
  const reason = refusal(target.image, target.slot);
  if (reason !== null) return refuse(reason);
  return edit(instance, (d) => change(draftImage(d, id), target.slot));
}

/** Turns the picture a quarter counter-clockwise and recomputes its crop for the new aspect. */
export function rotatePicture(template: Template, instance: TemplateInstance, id: string) {
  return editPlaced(template, instance, id, (image, slot) => {
    image.rotation = nextRotation(image.rotation);
    image.cropRect = cropFor(slot, image.width, image.height, image.rotation);
  });
}

/** Sets the picture's colour effect: original, bw or sepia. */
export function setEffect(
  template: Template,
  instance: TemplateInstance,
  id: string,
  effect: Effect,
) {
  if (!EFFECTS.includes(effect)) return refuse(unknownEffect(effect));
  return editPlaced(template, instance, id, (image) => {
    image.overrideEffect = effect;
  });
}

/**
 * Sets a green-screen background (uuid) behind the picture, or none (null), which the design
 * keeps as "No background" chosen so the print shows it as photographed too. Refused when the
 * slot has disableBackground or the picture is not a green-screen picture.
 */
export function setBackground(
  template: Template,
  instance: TemplateInstance,
  id: string,
  background: string | null,
) {
  return editPlaced(
    template,
    instance,
    id,
    (image) => {
      image.background = background;
      if (background === null) image.noBackground = true;
      else delete image.noBackground;
    },
    (image, slot) =>
      slot.disableBackground ? BACKGROUND_OFF : image.greenscreen ? null : NOT_GREENSCREEN,
  );
}
