import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegacyPage } from '../../../contract/cms';
import { ApiError, call } from '../client';
import { cmsAddresses } from '../../../contract/addresses/cms';

export function getLegacyPage(id: string): Promise<LegacyPage> {
  return call(cmsAddresses.page, { params: { id } }).then((answer) => answer.page);
}

export function legacyPageQueryOptions(id: string, lang: string) {
  return queryOptions({
    queryKey: ['legacy-page', id, lang] as const,
    queryFn: () => getLegacyPage(id),
    // A missing page stays missing; other failures are worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** A content-managed page in the current language. */
export function useLegacyPage(id: string, lang: string) {
  return useQuery(legacyPageQueryOptions(id, lang));
}
