import type { PictureSet } from '../../../contract/picture-sets';
import type { EditorFlags, TemplateInstance } from '../../../../engine/index';

type SubjectChangeMode = EditorFlags['subjectChangeMode'];

/** The editor switches a product's photo days decide, beside what the shop itself allows. */
export type JobFlags = Pick<
  EditorFlags,
  | 'imageToolboxEnabled'
  | 'backgroundsEnabled'
  | 'allowTemplateChange'
  | 'allowOwnPhotos'
  | 'subjectChangeMode'
  | 'noPhotographerMixing'
>;

/** The uuids of the pictures the design holds. */
function placedPictures(instance: TemplateInstance): Set<string> {
  const uuids = new Set<string>();
  for (const value of Object.values(instance.resources))
    if (value.type === 'IMAGE' && value.image) uuids.add(value.image.uuid);
  return uuids;
}

/**
 * The editor's switches for a product: each photo day (job) whose pictures the design holds
 * decides them, or with none of them placed yet the parent's newest picture set's job (the one
 * the design is pre-filled from). Where pictures of several photo days meet, the stricter wins:
 * a tool is offered only if every one of them allows it, and the narrowest subject change
 * applies. Template change and own photos must also be allowed by the shop (`shop`).
 */
export function jobFlags(
  sets: readonly PictureSet[],
  instance: TemplateInstance,
  shop: { allowOwnPhotos: boolean; allowTemplateChange: boolean },
): JobFlags {
  const placed = placedPictures(instance);
  const used = sets.filter((set) => set.pictures.some((p) => placed.has(p.uuid)));
  const newest = sets.find((set) => set.pictures.length > 0);
  const jobs = (used.length > 0 ? used : newest ? [newest] : []).map((set) => set.job.editor);
  const every = (allows: (job: PictureSet['job']['editor']) => boolean) => jobs.every(allows);
  return {
    imageToolboxEnabled: every((job) => job.imageToolbox),
    backgroundsEnabled: every((job) => job.backgrounds),
    allowTemplateChange: shop.allowTemplateChange && every((job) => job.templateChange),
    allowOwnPhotos: shop.allowOwnPhotos && every((job) => job.ownPhotos),
    // Package mode (4) only where every photo day allows it; with no photo day, the default 3.
    subjectChangeMode:
      jobs.length === 0
        ? 3
        : jobs.reduce<SubjectChangeMode>(
            (mode, job) => Math.min(mode, job.subjectChange) as SubjectChangeMode,
            4,
          ),
    noPhotographerMixing: !every((job) => job.mixPhotographers),
  };
}
