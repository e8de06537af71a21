import type { Picture, PictureSet } from '../../../contract/picture-sets';
import { tKey } from '../../i18n/keys';

/** A set card shows at most this many thumbnails (docs/rules/personalisation.md §9). */
export const CARD_THUMBNAILS = 7;

/** The cover ('favorite') first, the rest in the server's order. */
export function coverFirst(pictures: Picture[]): Picture[] {
  const cover = pictures.filter((picture) => picture.keywords.includes('favorite'));
  return [...cover, ...pictures.filter((picture) => !cover.includes(picture))];
}

/**
 * Why a set shows no pictures (docs/rules/personalisation.md §8): not yet in the shop when the job
 * has been in the web shop or waits for fine-tuned pictures, otherwise simply none available.
 */
export function notReadyMessage(set: PictureSet) {
  if (set.pictures.length > 0) return null;
  return set.job.hasBeenInWebShop || set.job.requireFineTunedPictures
    ? tKey('pictureSets.notYetAvailable')
    : tKey('pictureSets.noPictures');
}

/** A picture downloads when it is bought, or, for a portrait, when the whole set is. */
export function canDownload(picture: Picture, set: PictureSet): boolean {
  return picture.bought || (picture.pictureType === 'IP' && set.bought);
}

/** The set a code just brought, else the newest job's set. */
export function pickNewSet(sets: PictureSet[], subjectUuid: string | null): PictureSet | null {
  const named = subjectUuid ? sets.find((set) => set.subject.uuid === subjectUuid) : undefined;
  if (named) return named;
  return (
    [...sets].sort((a, b) => Date.parse(b.job.creationTime) - Date.parse(a.job.creationTime))[0] ??
    null
  );
}

/** Width and height attributes for a derivative whose long side is `size` pixels. */
export function derivativeSize(picture: Picture, size: number): { width: number; height: number } {
  const scale = size / Math.max(picture.width, picture.height, 1);
  return {
    width: Math.max(1, Math.round(picture.width * scale)),
    height: Math.max(1, Math.round(picture.height * scale)),
  };
}
