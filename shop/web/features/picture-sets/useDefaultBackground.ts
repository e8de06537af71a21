import type { PictureSet } from '../../../contract/picture-sets';
import { useBackgrounds } from '../../api/picture-sets/get-backgrounds';

export type BackgroundChoice =
  { state: 'none' } | { state: 'loading' } | { state: 'ready'; uuid: string | undefined };

/**
 * Green-screen pictures are shown on the job's default background, never on raw green;
 * while the backgrounds load their thumbnails wait.
 */
export function useDefaultBackground(set: PictureSet): BackgroundChoice {
  const needed = set.pictures.some((picture) => picture.greenscreen);
  const { data, isPending } = useBackgrounds(set.job.uuid, needed);
  if (!needed) return { state: 'none' };
  if (isPending) return { state: 'loading' };
  const chosen = data?.find((background) => background.default) ?? data?.[0];
  return { state: 'ready', uuid: chosen?.uuid };
}
