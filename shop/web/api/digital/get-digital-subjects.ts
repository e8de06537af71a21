import { useQuery } from '@tanstack/react-query';
import { digitalRoutes } from '../../../contract/digital';
import { call } from '../client';
import { digitalKeys } from './keys';

/** The picture sets to buy digital pictures for. */
export function useDigitalSubjects() {
  return useQuery({
    queryKey: digitalKeys.subjects,
    queryFn: ({ signal }) => call(digitalRoutes.subjects, { signal }).then((a) => a.subjects),
  });
}
