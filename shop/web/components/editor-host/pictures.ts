import type { UploadedImage } from '../../../contract/images';
import type { GreenScreenBackground, PictureSet } from '../../../contract/picture-sets';
import type { Picture } from '../../../../engine/index';

/**
 * The background a job's green-screen pictures are shown on: the one marked default, else the
 * first offered (the picture-set page, the editor and the lab print all use this one).
 */
export const defaultBackgroundOf = (
  choices: readonly GreenScreenBackground[] | undefined,
): string | null => (choices?.find((bg) => bg.default) ?? choices?.[0])?.uuid ?? null;

/**
 * A set's pictures as the editor's inbox holds them, each with where it comes from and, for a
 * green-screen picture, its job's default background (`defaults` by job uuid) to be placed on.
 */
export function setPictures(
  sets: readonly PictureSet[],
  defaults: ReadonlyMap<string, string | null> = new Map(),
): Picture[] {
  return sets.flatMap((set) =>
    set.pictures.map((p) => ({
      uuid: p.uuid,
      width: p.width,
      height: p.height,
      pictureType: p.pictureType,
      greenscreen: p.greenscreen,
      ...(p.greenscreen ? { defaultBackground: defaults.get(set.job.uuid) ?? null } : {}),
      source: {
        subjectUuid: set.subject.uuid,
        jobUuid: set.job.uuid,
        jobTypeUuid: set.jobType.uuid,
        photographerUuid: set.photographer.uuid,
      },
    })),
  );
}

/** A parent's own photo: no subject, never green-screen. */
export const uploadPicture = (image: UploadedImage): Picture => ({
  uuid: image.uuid,
  width: image.width,
  height: image.height,
  pictureType: 'UPLOAD',
  greenscreen: false,
});

/** The subject of each set picture, by picture uuid (group texts are asked per subject). */
export const subjectOfPicture = (sets: readonly PictureSet[]): Map<string, string> =>
  new Map(sets.flatMap((set) => set.pictures.map((p) => [p.uuid, set.subject.uuid] as const)));
