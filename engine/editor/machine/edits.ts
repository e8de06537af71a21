/**
 * The statechart's one door into engine/model: each function calls the model's producers and
 * rules with what the machine's context holds, and `commit` records their patches for undo.
 */
import { subjectChangeAllowed } from '../../model/rules/subject';
import { pictureAllowed } from '../../model/rules/placement';
import { templateComplete } from '../../model/completeness';
import {
  canRedo as historyCanRedo,
  canUndo as historyCanUndo,
  createHistory,
  record,
  redo as historyRedo,
  undo as historyUndo,
  type History,
} from '../../model/history';
import { findImageSlot, findStringSlot } from '../../model/ids';
import { createInstance } from '../../model/instance/create';
import { instanceFromTemplateData, toTemplateData } from '../../model/instance/templateData';
import type { Fraction } from '../../model/geometry/crop';
import { panCrop, setCrop, zoomCrop } from '../../model/ops/crop';
import { edit } from '../../model/ops/edit';
import { markClean, selectPart, selectResource } from '../../model/ops/navigate';
import {
  placePicture as modelPlacePicture,
  replaceAll,
  rotatePicture,
  setBackground,
  setEffect,
} from '../../model/ops/picture';
import type {
  CropRect,
  EditResult,
  Effect,
  Language,
  Picture,
  PlacedImage,
  StringValue,
  Template,
  TemplateData,
  TemplateInstance,
  UserResource,
} from '../../model/types';
import type { LoadedTemplate } from '../ports';
import type { EditorContext } from './types';

export type EditHistory = History;
export const emptyHistory = (): EditHistory => createHistory();
export const canUndo = (history: EditHistory): boolean => historyCanUndo(history);
export const canRedo = (history: EditHistory): boolean => historyCanRedo(history);

type Doc = Pick<EditorContext, 'instance' | 'history'>;
type Ctx = Pick<EditorContext, 'template' | 'instance' | 'flags' | 'pictures'>;

/** Records a successful edit in the history; null for a refusal or no change. */
export function commit(doc: Doc, result: EditResult): Doc | null {
  if (!result.ok || result.patches.length === 0) return null;
  return { instance: result.instance, history: record(doc.history, result) };
}

export const undo = (doc: Doc): Partial<Doc> => historyUndo(doc.history, doc.instance) ?? {};
export const redo = (doc: Doc): Partial<Doc> => historyRedo(doc.history, doc.instance) ?? {};

export const isComplete = (template: Template, instance: TemplateInstance): boolean =>
  templateComplete(template, instance);

/** The picture placed in an image slot, or null. */
export function currentPicture(instance: TemplateInstance, fullId: string): PlacedImage | null {
  const value = instance.resources[fullId];
  return value?.type === 'IMAGE' ? value.image : null;
}

/** A text slot's value, if the fullId names one. */
export function stringValue(instance: TemplateInstance, fullId: string): StringValue | undefined {
  const value = instance.resources[fullId];
  return value?.type === 'STRING' ? value : undefined;
}

/** Navigation results carry no edit: take the instance, or keep the old one when refused. */
const navigated = (instance: TemplateInstance, result: EditResult): TemplateInstance =>
  result.ok ? result.instance : instance;

export const withCurrentResource = (t: Template, i: TemplateInstance, fullId: string | null) =>
  navigated(i, selectResource(t, i, fullId));

/** The instance marked saved (after add to cart or update). */
export const withCleanInstance = (i: TemplateInstance) => navigated(i, markClean(i));

export const withCurrentPart = (t: Template, i: TemplateInstance, partId: string) =>
  navigated(i, selectPart(t, i, partId));

/** The inbox picture placed in a slot, as the shop handed it over (for the subject rules). */
function placedPicture(ctx: Ctx, fullId: string): Picture | null {
  const uuid = currentPicture(ctx.instance, fullId)?.uuid;
  return ctx.pictures.find((p) => p.uuid === uuid) ?? null;
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

/** Whether replacing `before` by the slot's picture asks to replace all package pictures. */
export function asksPackageReplace(ctx: Ctx, before: TemplateInstance, fullId: string): boolean {
  const previous =
    ctx.pictures.find((p) => p.uuid === currentPicture(before, fullId)?.uuid) ?? null;
  const now = placedPicture(ctx, fullId);
  if (!now) return false;
  const result = subjectChangeAllowed(ctx.flags.subjectChangeMode, previous, now);
  return result.ok && result.askReplaceAll;
}

/** Places a picture with a fresh cover crop (spec §4). */
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

export const panImage = (ctx: Ctx, fullId: string, dx: number, dy: number) =>
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

/** The Backgrounds tab: a green-screen picture in a slot that allows backgrounds. */
export function backgroundsOffered(
  ctx: Pick<Ctx, 'template' | 'instance'>,
  fullId: string,
): boolean {
  const slot = findImageSlot(ctx.template, fullId)?.slot;
  const picture = currentPicture(ctx.instance, fullId);
  return slot !== undefined && !slot.disableBackground && picture?.greenscreen === true;
}

/** A fresh instance of a template. */
export const newInstance = (template: Template, language: Language, currentYear: number) =>
  createInstance(template, { language, currentYear });

/** The instance for a swapped-in template: the host's prefilled data, else a fresh one. */
export function instanceForTemplate(
  context: EditorContext,
  loaded: LoadedTemplate,
): TemplateInstance {
  const options = {
    language: context.language,
    currentYear: context.ports.currentYear(),
    partOfPackage: context.instance.partOfPackage,
    measurer: context.ports.measurer,
  };
  const filled = loaded.templateData
    ? instanceFromTemplateData(loaded.template, loaded.templateData, options)
    : null;
  return filled?.ok ? filled.instance : createInstance(loaded.template, options);
}

/** The cart line's templateData of the instance. */
export const templateData = (context: EditorContext): TemplateData =>
  toTemplateData(context.template, context.instance);
