import sharp from 'sharp';
import { PREVIEW_BOX, type PreviewWidth } from '../../../contract/template-previews';
import type { Storage } from '../../storage';
import { cachedDerivative, type Derivative } from '../pictures/derivative-cache';
import { templateArtFile } from './art';

/**
 * A template version's preview as WebP fitted into the list grid's box at `width` (never
 * enlarged), cached in the storage like the pictures' derivatives; null without a preview.png. Fitting
 * into the box, not to the width, keeps a tall preview's pixels in step with the box it fills.
 */
export async function templatePreviewWebp(
  storage: Storage,
  uuid: string,
  version: string,
  width: PreviewWidth,
): Promise<Derivative | null> {
  const art = await templateArtFile(storage, uuid, version, 'preview.png');
  if (!art) return null;
  const height = Math.round((width * PREVIEW_BOX.height) / PREVIEW_BOX.width);
  const key = ['template-preview', art.key, art.mtimeMs, art.size, width];
  return cachedDerivative(storage, key, 'webp', async () =>
    sharp(await storage.getBuffer(art.key))
      .resize(width, height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 5 })
      .toBuffer(),
  );
}
