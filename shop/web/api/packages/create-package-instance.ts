import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { PackageInstance } from '../../../contract/packages';
import { call } from '../client';
import { pictureSetsQueryOptions } from '../picture-sets/get-picture-sets';
import { userQueryOptions } from '../session/get-user';
import { templateQueryOptions } from '../templates/get-template';
import { packageAddresses } from '../../../contract/addresses/packages';

export function createPackageInstance(
  uuid: string,
  subjectUuid?: string,
): Promise<PackageInstance> {
  return call(packageAddresses.instance, {
    params: { uuid },
    body: subjectUuid ? { subjectUuid } : {},
  });
}

/** An early answer is taken only this soon after it was asked for (a later visit asks again). */
const EARLY_MS = 15_000;
const early = new Map<string, { at: number; answer: Promise<PackageInstance> }>();

/**
 * Asks for the package as the route starts, beside the sign-in check and the page's code; the
 * page takes this answer once. A refusal (not signed in yet) only makes the page ask again.
 */
export function requestPackageInstanceEarly(queryClient: QueryClient, uuid: string): void {
  const answer = createPackageInstance(uuid);
  early.set(uuid, { at: Date.now(), answer });
  // The page draws nothing before it knows the user (the sign-in check) and the parent's picture
  // sets: both are asked for beside it, not once the layout and the page have mounted.
  void queryClient.prefetchQuery(userQueryOptions());
  void queryClient.prefetchQuery(pictureSetsQueryOptions());
  // The items' designs follow the package at once, not once the page has mounted.
  answer.then(
    (instance) => {
      for (const item of instance.packageItems)
        if (item.template)
          void queryClient.prefetchQuery(
            templateQueryOptions(item.template.uuid, item.template.version),
          );
    },
    () => undefined,
  );
}

/** The early answer, if one is waiting, without taking it (the thumbnails start from it). */
export function earlyPackageInstance(uuid: string): Promise<PackageInstance> | undefined {
  return early.get(uuid)?.answer;
}

/** The page's answer: the early one if it is fresh (taken once), else a new request. */
export function packageInstanceAnswer(uuid: string): Promise<PackageInstance> {
  const asked = early.get(uuid);
  early.delete(uuid);
  if (!asked || Date.now() - asked.at > EARLY_MS) return createPackageInstance(uuid);
  return asked.answer.catch(() => createPackageInstance(uuid));
}

/** The package built for the current subject, once per page visit (never refetched behind it). */
export function usePackageInstance(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['packages', uuid, 'instance'] as const,
    queryFn: () => packageInstanceAnswer(uuid),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
