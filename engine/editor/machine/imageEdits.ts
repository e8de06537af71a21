/**
 * The image editor's door into engine/model: placement and subject rules, picture edits (rotate,
 * effect, zoom, pan, crop, background), replace-all, and the texts a group picture fills.
 */
import type { Fraction } from '../../model/geometry/crop';
import { findImageSlot, findStringSlot } from '../../model/ids';
import { panCrop, setCrop, zoomCrop } from '../../model/ops/crop';
import { edit } from '../../model/ops/edit';
import {
  placePicture as modelPlacePicture,
  replaceAll,
  rotatePicture,
  setBackground,
  setEffect,
} from '../../model/ops/picture';
import type { ImagePx } from '../../model/units';
import { pictureAllowed } from '../../model/rules/placement';
import { subjectChangeAllowed } from '../../model/rules/subject';
import type {
  CropRect,
  EditResult,
  Effect,
  Picture,
  TemplateInstance,
  UserResource,
} from '../../model/types';
import { currentPicture } from './edits';
import type { EditorContext } from './types';

type Ctx = Pick<EditorContext, 'template' | 'instance' | 'flags' | 'pictures'>;

/**
 * The picture placed in a slot of `instance`, as the shop handed it over (with its source, for
 * the subject rules); a picture no longer in the inbox (e.g. from a saved cart line) carries
 * only what the slot remembers.
 */
function placedPicture(ctx: Ctx, fullId: string, instance = ctx.instance): Picture | null {
  const placed = currentPicture(instance, fullId);
  if (!placed) return null;
  const { uuid, width, height, pictureType, greenscreen } = placed;
  return (
    ctx.pictures.find((p) => p.uuid === uuid) ?? { uuid, width, height, pictureType, greenscreen }
  );
}

/** Why a picture may not go in a slot (slot rules, then subject-change rules), or null. */
export function pictureRefusal(
  ctx: Ctx,
  fullId: string,
  picture: Picture | undefined,
): string | null {
  const slot = findImageSlot(ctx.template, fullId)?.slot;
  if (!slot || !picture) return null;
  const allowed = pictureAllowed(picture, slot);
  if (!allowed.ok) return allowed.reason;
  const subject = subjectChangeAllowed(
    ctx.flags.subjectChangeMode,
    placedPicture(ctx, fullId),
    picture,
    {
      noMixingPhotographers: ctx.flags.noPhotographerMixing,
    },
  );
  return subject.ok ? null : subject.reason;
}

/**
 * Whether replacing `before` by the slot's picture asks to replace all package pictures: only
 * in a package (a photo day in package mode outside one has no package to fill).
 */
export function asksPackageReplace(ctx: Ctx, before: TemplateInstance, fullId: string): boolean {
  if (!ctx.instance.partOfPackage) return false;
  const previous = placedPicture(ctx, fullId, before);
  const now = placedPicture(ctx, fullId);
  if (!now) return false;
  const result = subjectChangeAllowed(ctx.flags.subjectChangeMode, previous, now);
  return result.ok && result.askReplaceAll;
}

/** Places a picture with a fresh cover crop (docs/rules/personalisation.md §4). */
export function placePicture(ctx: Ctx, fullId: string, picture: Picture | undefined): EditResult {
  if (!picture) return { ok: false, reason: 'Unknown picture' };
  return modelPlacePicture(ctx.template, ctx.instance, fullId, picture);
}

export const rotateImage = (ctx: Ctx, fullId: string) =>
  rotatePicture(ctx.template, ctx.instance, fullId);

export const setImageEffect = (ctx: Ctx, fullId: string, effect: Effect) =>
  setEffect(ctx.template, ctx.instance, fullId, effect);

export const zoomImage = (ctx: Ctx, fullId: string, factor: number, anchor?: Fraction) =>
  zoomCrop(ctx.template, ctx.instance, fullId, factor, anchor, {
    imageToolbox: ctx.flags.imageToolboxEnabled,
  });

export const panImage = (ctx: Ctx, fullId: string, dx: ImagePx, dy: ImagePx) =>
  panCrop(ctx.template, ctx.instance, fullId, dx, dy, {
    imageToolbox: ctx.flags.imageToolboxEnabled,
  });

export const cropImage = (ctx: Ctx, fullId: string, crop: CropRect) =>
  setCrop(ctx.template, ctx.instance, fullId, crop, {
    imageToolbox: ctx.flags.imageToolboxEnabled,
  });

export const setImageBackground = (ctx: Ctx, fullId: string, uuid: string | null) =>
  setBackground(ctx.template, ctx.instance, fullId, uuid);

/** Replace-all in this module: the picture in every slot that accepts it. */
export function replaceAllPictures(ctx: Ctx, uuid: string): EditResult {
  const picture = ctx.pictures.find((p) => p.uuid === uuid);
  if (!picture) return { ok: false, reason: 'Unknown picture' };
  return replaceAll(ctx.template, ctx.instance, picture);
}

/** The texts the host filled for a group picture, written into the text slots they name. */
export function applyUserStrings(ctx: Ctx, resources: UserResource[]): EditResult {
  const strings = resources.filter(
    (r) => r.type === 'STRING' && findStringSlot(ctx.template, r.id) !== undefined,
  );
  return edit(ctx.instance, (d) => {
    for (const { id, ...value } of strings) d.resources[id] = value;
  });
}

/**
 * The Backgrounds tab: a green-screen picture in a slot that allows backgrounds, unless the
 * shop switched backgrounds off.
 */
export function backgroundsOffered(
  ctx: Pick<Ctx, 'template' | 'instance' | 'flags'>,
  fullId: string,
): boolean {
  const slot = findImageSlot(ctx.template, fullId)?.slot;
  const picture = currentPicture(ctx.instance, fullId);
  return (
    ctx.flags.backgroundsEnabled &&
    slot !== undefined &&
    !slot.disableBackground &&
    picture?.greenscreen === true
  );
}
