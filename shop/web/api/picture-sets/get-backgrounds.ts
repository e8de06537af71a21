import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GreenScreenBackground } from '../../../contract/picture-sets';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { pictureSetAddresses } from '../../../contract/addresses/picture-sets';

export function getBackgrounds(jobUuid: string): Promise<GreenScreenBackground[]> {
  return call(pictureSetAddresses.backgrounds, { params: { jobUuid } });
}

export function backgroundsQueryOptions(jobUuid: string) {
  return queryOptions({
    queryKey: queryKeys.backgrounds(jobUuid),
    queryFn: () => getBackgrounds(jobUuid),
    staleTime: 10 * 60_000,
  });
}

/** Green-screen backgrounds of a job; asked only when `enabled` (the set has such pictures). */
export function useBackgrounds(jobUuid: string, enabled: boolean) {
  return useQuery({ ...backgroundsQueryOptions(jobUuid), enabled });
}
