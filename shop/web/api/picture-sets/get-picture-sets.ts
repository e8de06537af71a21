import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PictureSet } from '../../../contract/picture-sets';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { pictureSetAddresses } from '../../../contract/addresses/picture-sets';

export function getPictureSets(): Promise<PictureSet[]> {
  return call(pictureSetAddresses.list, {}).then((answer) => answer.pictureSets);
}

export function pictureSetsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.pictureSets, queryFn: getPictureSets });
}

/** The picture sets of the session's user. */
export function usePictureSets() {
  return useQuery(pictureSetsQueryOptions());
}
