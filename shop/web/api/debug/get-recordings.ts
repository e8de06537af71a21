import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../client';
import { debugAddresses } from '../../../contract/addresses/debug';

export const recordingKeys = { list: ['debug-recordings'] as const };

/** Support view: the session recordings, newest first (401 signed out, 403 not staff). */
export function useRecordings() {
  return useQuery({
    queryKey: recordingKeys.list,
    queryFn: ({ signal }) => call(debugAddresses.list, { signal }),
    // Refused is an answer, not a hiccup: asking again would not change it.
    retry: (count, error) =>
      !(error instanceof ApiError && [401, 403].includes(error.status)) && count < 2,
  });
}
