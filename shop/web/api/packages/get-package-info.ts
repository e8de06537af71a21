import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageInfo } from '../../../contract/packages';
import { call } from '../client';
import { packageAddresses } from '../../../contract/addresses/packages';

export const packageInfoKey = ['packages'] as const;

export function getPackageInfo(): Promise<PackageInfo> {
  return call(packageAddresses.info, {});
}

/** The package offers and the seconds left of the running discount. */
export function usePackageInfo() {
  return useQuery(queryOptions({ queryKey: packageInfoKey, queryFn: getPackageInfo }));
}
