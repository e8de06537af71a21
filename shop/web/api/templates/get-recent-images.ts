import type { UploadedImage } from '../../../contract/images';
import { call } from '../client';
import { imageAddresses } from '../../../contract/addresses/images';

/** The user's own uploaded photos, newest first. */
export function getRecentImages(): Promise<UploadedImage[]> {
  return call(imageAddresses.recentImages, {}).then((answer) => answer.images);
}
