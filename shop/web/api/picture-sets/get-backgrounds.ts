import { queryOptions, useQuery } from '@tanstack/react-query';
import { pictureSetRoutes } from '../../../contract/picture-sets';
import type { GreenScreenBackground } from '../../../contract/picture-sets';
import { call } from '../client';
import { queryKeys } from '../query-keys';

export function getBackgrounds(jobUuid: string): Promise<GreenScreenBackground[]> {
  return call(pictureSetRoutes.backgrounds, { params: { jobUuid } });
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
