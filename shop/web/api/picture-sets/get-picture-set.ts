import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PictureSet } from '../../../contract/picture-sets';
import { ApiError, call } from '../client';
import { queryKeys } from '../query-keys';
import { pictureSetAddresses } from '../../../contract/addresses/picture-sets';

export function getPictureSet(subjectUuid: string): Promise<PictureSet> {
  return call(pictureSetAddresses.one, { params: { subjectUuid } }).then(
    (answer) => answer.pictureSet,
  );
}

export function pictureSetQueryOptions(subjectUuid: string) {
  return queryOptions({
    queryKey: queryKeys.pictureSet(subjectUuid),
    queryFn: () => getPictureSet(subjectUuid),
    // A 404 means the user does not hold this set: asking again will not change that.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** One picture set of the session's user. */
export function usePictureSet(subjectUuid: string) {
  return useQuery(pictureSetQueryOptions(subjectUuid));
}
