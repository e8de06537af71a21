import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageRoutes, type PackageInfo } from '../../../contract/packages';
import { call } from '../client';

export const packageInfoKey = ['packages'] as const;

export function getPackageInfo(): Promise<PackageInfo> {
  return call(packageRoutes.info, {});
}

/** The package offers and the seconds left of the running discount. */
export function usePackageInfo() {
  return useQuery(queryOptions({ queryKey: packageInfoKey, queryFn: getPackageInfo }));
}
