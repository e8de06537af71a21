import type { UploadedImage } from '../../../contract/images';
import { imageRoutes } from '../../../contract/images';
import { call } from '../client';

/** The user's own uploaded photos, newest first. */
export function getRecentImages(): Promise<UploadedImage[]> {
  return call(imageRoutes.recentImages, {}).then((answer) => answer.images);
}
