import { useQuery } from '@tanstack/react-query';
import {
  packageRoutes,
  type PackageCartLine,
  type PackageLineBody,
} from '../../../contract/packages';
import { call } from '../client';

/** Adds the package as one cart line; the server checks the designs and sets the price. */
export function addPackageToCart(uuid: string, body: PackageLineBody): Promise<string> {
  return call(packageRoutes.addToCart, { params: { uuid }, body }).then((a) => a.orderLineUuid);
}

export function updatePackageLine(orderLineUuid: string, body: PackageLineBody): Promise<string> {
  return call(packageRoutes.updateLine, { params: { orderLineUuid }, body }).then(
    (a) => a.orderLineUuid,
  );
}

export function getPackageLine(orderLineUuid: string): Promise<PackageCartLine> {
  return call(packageRoutes.line, { params: { orderLineUuid } });
}

/** A package line of the user's cart (update mode), read once per visit. */
export function usePackageLine(orderLineUuid: string | null) {
  return useQuery({
    queryKey: ['cart', 'package-lines', orderLineUuid] as const,
    queryFn: () => getPackageLine(orderLineUuid ?? ''),
    enabled: orderLineUuid !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
