import { useQuery } from '@tanstack/react-query';
import { digitalRoutes } from '../../../contract/digital';
import { call } from '../client';
import { digitalKeys } from './keys';

/** One subject's digital portraits with the next tier prices. */
export function useDigitalPortraits(subjectUuid: string) {
  return useQuery({
    queryKey: digitalKeys.subject(subjectUuid),
    queryFn: ({ signal }) => call(digitalRoutes.subject, { params: { subjectUuid }, signal }),
  });
}
