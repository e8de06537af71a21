import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { catalogueKeys } from './keys';
import { catalogueAddresses } from '../../../contract/addresses/catalogue';

/** Names of a photo-gift category per language (the list's title). */
export function usePhotogiftInfo(category: string | null) {
  return useQuery({
    queryKey: catalogueKeys.photogiftInfo(category ?? ''),
    queryFn: ({ signal }) =>
      call(catalogueAddresses.photogiftInfo, { params: { category: category ?? '' }, signal }),
    enabled: category !== null,
  });
}
