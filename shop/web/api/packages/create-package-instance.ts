import { useQuery } from '@tanstack/react-query';
import { packageRoutes, type PackageInstance } from '../../../contract/packages';
import { call } from '../client';

export function createPackageInstance(
  uuid: string,
  subjectUuid?: string,
): Promise<PackageInstance> {
  return call(packageRoutes.instance, {
    params: { uuid },
    body: subjectUuid ? { subjectUuid } : {},
  });
}

/** The package built for the current subject, once per page visit (never refetched behind it). */
export function usePackageInstance(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['packages', uuid, 'instance'] as const,
    queryFn: () => createPackageInstance(uuid),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
