import type { UploadedImage } from '../../../contract/images';
import type { PictureSet } from '../../../contract/picture-sets';
import type { Picture } from '../../../../engine/index';

/** A set's pictures as the editor's inbox holds them, each with where it comes from. */
export function setPictures(sets: readonly PictureSet[]): Picture[] {
  return sets.flatMap((set) =>
    set.pictures.map((p) => ({
      uuid: p.uuid,
      width: p.width,
      height: p.height,
      pictureType: p.pictureType,
      greenscreen: p.greenscreen,
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
