/**
 * The editor is loading from a picture's placement until its preview image has loaded
 * (docs/rules/personalisation.md §4); the preview is the 640 px picture
 * (docs/rules/personalisation.md §9), fetched through the shared image cache so the canvas finds it
 * there.
 */
import { useEffect } from 'react';
import type { TemplateInstance } from '../model/types';
import type { EngineSources } from '../react/sources';
import { currentPicture } from './machine/edits';
import type { EditorEvent } from './machine/types';

/** Size of the preview image a placed picture is loaded at (docs/rules/personalisation.md §9). */
export const PREVIEW_IMAGE_SIZE = 640;

export function usePreviewImages(
  loadingImages: string[],
  instance: TemplateInstance,
  sources: EngineSources,
  send: (event: EditorEvent) => void,
): void {
  useEffect(() => {
    let live = true;
    for (const fullId of loadingImages) {
      const image = currentPicture(instance, fullId);
      const done = () => {
        if (live) send({ type: 'IMAGE_LOADED', fullId });
      };
      if (!image) {
        done();
        continue;
      }
      const url = sources.imageSource({
        uuid: image.uuid,
        rotation: image.rotation,
        effect: image.overrideEffect,
        background: image.background,
        size: PREVIEW_IMAGE_SIZE,
      });
      // A preview that fails to load ends the loading too: the canvas shows the slot without it.
      sources.cache.load(url).then(done, done);
    }
    return () => {
      live = false;
    };
  }, [loadingImages, instance, sources, send]);
}
