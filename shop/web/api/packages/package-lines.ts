import { useQuery } from '@tanstack/react-query';
import type { PackageCartLine, PackageLineBody } from '../../../contract/packages';
import { call } from '../client';
import { packageAddresses } from '../../../contract/addresses/packages';

/** Adds the package as one cart line; the server checks the designs and sets the price. */
export function addPackageToCart(uuid: string, body: PackageLineBody): Promise<string> {
  return call(packageAddresses.addToCart, { params: { uuid }, body }).then((a) => a.orderLineUuid);
}

export function updatePackageLine(orderLineUuid: string, body: PackageLineBody): Promise<string> {
  return call(packageAddresses.updateLine, { params: { orderLineUuid }, body }).then(
    (a) => a.orderLineUuid,
  );
}

export function getPackageLine(orderLineUuid: string): Promise<PackageCartLine> {
  return call(packageAddresses.line, { params: { orderLineUuid } });
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
