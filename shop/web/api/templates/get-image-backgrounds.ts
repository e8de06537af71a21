import type { ImageBackground } from '../../../contract/images';
import { imageRoutes } from '../../../contract/images';
import { call } from '../client';

/** Backgrounds offered behind a green-screen picture ([] for other pictures). */
export function getImageBackgrounds(pictureUuid: string): Promise<ImageBackground[]> {
  return call(imageRoutes.imageBackgrounds, { query: { uuid: pictureUuid } });
}
