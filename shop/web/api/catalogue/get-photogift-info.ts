import { useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../contract/catalogue';
import { call } from '../client';
import { catalogueKeys } from './keys';

/** Names of a photo-gift category per language (the list's title). */
export function usePhotogiftInfo(category: string | null) {
  return useQuery({
    queryKey: catalogueKeys.photogiftInfo(category ?? ''),
    queryFn: ({ signal }) =>
      call(catalogueRoutes.photogiftInfo, { params: { category: category ?? '' }, signal }),
    enabled: category !== null,
  });
}
