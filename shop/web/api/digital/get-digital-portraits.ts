import { useQuery } from '@tanstack/react-query';
import { call } from '../client';
import { digitalKeys } from './keys';
import { digitalAddresses } from '../../../contract/addresses/digital';

/** One subject's digital portraits with the next tier prices. */
export function useDigitalPortraits(subjectUuid: string) {
  return useQuery({
    queryKey: digitalKeys.subject(subjectUuid),
    queryFn: ({ signal }) => call(digitalAddresses.subject, { params: { subjectUuid }, signal }),
  });
}
