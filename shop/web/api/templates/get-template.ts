import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateAnswer } from '../../../contract/templates';
import { call } from '../client';
import { templateAddresses } from '../../../contract/addresses/templates';

/** A template version (the newest when `version` is omitted). */
export function getTemplate(uuid: string, version?: number): Promise<TemplateAnswer> {
  return version === undefined
    ? call(templateAddresses.byUuid, { params: { templateUuid: uuid } })
    : call(templateAddresses.byUuidVersion, {
        params: { templateUuid: uuid, version: String(version) },
      });
}

export function templateQueryOptions(uuid: string, version?: number) {
  return queryOptions({
    queryKey: ['templates', uuid, version ?? 'newest'] as const,
    queryFn: () => getTemplate(uuid, version),
    // A stored version never changes.
    staleTime: version === undefined ? 60_000 : Infinity,
  });
}

export function useTemplate(uuid: string, version?: number) {
  return useQuery(templateQueryOptions(uuid, version));
}
