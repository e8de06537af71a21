import path from 'node:path';
import { BACKGROUNDS } from './catalogue';
import { backgroundLayers, sceneLayers, writePicture } from './pictures';
import { SETS } from './sets';

/** Generates the demo pictures under dataDir/pictures (existing files are kept). */
export async function writeDemoPictures(
  dataDir: string,
): Promise<Map<string, { width: number; height: number }>> {
  const dir = path.join(dataDir, 'pictures');
  const sizes = new Map<string, { width: number; height: number }>();
  for (const set of SETS) {
    for (const picture of set.pictures) {
      if (!sizes.has(picture.file))
        sizes.set(picture.file, await writePicture(dir, picture.file, sceneLayers(picture.scene)));
    }
  }
  for (const bg of BACKGROUNDS) {
    await writePicture(dir, `background-${bg.key}.jpg`, backgroundLayers(bg.key));
  }
  return sizes;
}
