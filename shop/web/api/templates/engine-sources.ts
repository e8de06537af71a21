import { imageUrl, pictureUrl } from '../../../contract/picture-urls';
import { createBrowserSources, type EngineSources } from '../../../../engine/index';
import type { ImageRef } from '../../../../engine/index';
import { artResolver } from './read-template';

type ServerSize = '320' | '640' | 'full';

/** The server's derivative sizes: the smallest one at least as large as the edge wanted. */
export function serverSize(edge: number): ServerSize {
  if (edge <= 320) return '320';
  if (edge <= 640) return '640';
  return 'full';
}

/**
 * Where the editor's pictures come from: picture-set pictures through the picture URL of the
 * contract (the inbox at 320 px), uploads through /system/gsbackground.php; both already turned,
 * filtered and composited on the server.
 */
export function pictureSource(setPictureUuids: ReadonlySet<string>) {
  return (ref: ImageRef): string => {
    const query = {
      size: serverSize(ref.size),
      rotation: String(ref.rotation) as '0' | '90' | '180' | '270',
      effect: ref.effect,
      ...(ref.background ? { background: ref.background } : {}),
    };
    return setPictureUuids.has(ref.uuid)
      ? pictureUrl(ref.uuid, query)
      : imageUrl({ uuid: ref.uuid, ...query });
  };
}

/** The engine's sources: pictures from the server, art under /templates/all/ (absolute). */
export function shopSources(setPictureUuids: ReadonlySet<string>): EngineSources {
  return createBrowserSources({ imageSource: pictureSource(setPictureUuids), artResolver });
}
