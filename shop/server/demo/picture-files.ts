import type { Storage } from '../storage';
import { BACKGROUNDS } from './catalogue';
import { backgroundLayers, sceneLayers, writePicture } from './pictures';
import { SETS } from './sets';

/** Generates the demo pictures under pictures/ in the storage (existing files are kept). */
export async function writeDemoPictures(
  storage: Storage,
): Promise<Map<string, { width: number; height: number }>> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const set of SETS) {
    for (const picture of set.pictures) {
      if (!sizes.has(picture.file))
        sizes.set(
          picture.file,
          await writePicture(storage, picture.file, sceneLayers(picture.scene)),
        );
    }
  }
  for (const bg of BACKGROUNDS) {
    await writePicture(storage, `background-${bg.key}.jpg`, backgroundLayers(bg.key));
  }
  return sizes;
}
