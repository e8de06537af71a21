import type { Storage } from '../storage';
import { BACKGROUNDS } from './catalogue';
import { demoPhotoDays } from './photo-day';
import { backgroundLayers, writePicture } from './pictures';

/** Generates the demo's green-screen backgrounds under pictures/ (existing files are kept). */
export async function writeDemoBackgrounds(storage: Storage): Promise<void> {
  for (const bg of BACKGROUNDS) {
    await writePicture(storage, `background-${bg.key}.jpg`, backgroundLayers(bg.key));
  }
}

/**
 * The demo's pictures: its backgrounds in the storage, and its photo days' pictures rendered
 * into their folders (imported from there when a shop is seeded).
 */
export async function writeDemoPictures(storage: Storage): Promise<void> {
  await writeDemoBackgrounds(storage);
  await demoPhotoDays();
}
