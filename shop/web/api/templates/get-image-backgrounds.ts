import type { ImageBackground } from '../../../contract/images';
import { call } from '../client';
import { imageAddresses } from '../../../contract/addresses/images';

/** Backgrounds offered behind a green-screen picture ([] for other pictures). */
export function getImageBackgrounds(pictureUuid: string): Promise<ImageBackground[]> {
  return call(imageAddresses.imageBackgrounds, { query: { uuid: pictureUuid } });
}
