import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { digitalKeys } from './keys';
import { digitalAddresses } from '../../../contract/addresses/digital';

/** The picture sets to buy digital pictures for. */
export function useDigitalSubjects() {
  return useQuery({
    queryKey: digitalKeys.subjects,
    queryFn: ({ signal }) => call(digitalAddresses.subjects, { signal }).then((a) => a.subjects),
  });
}
