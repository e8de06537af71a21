import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InspectionSubject } from '../../../contract/packages';
import { call } from '../client';
import { packageAddresses } from '../../../contract/addresses/packages';

export type InspectionChoice = z.infer<typeof InspectionSubject>;

export const inspectionKey = ['packages', 'inspection-subjects'] as const;

/** Subjects with a package sent for inspection, each with whether it is cancelled. */
export function useInspectionSubjects() {
  return useQuery({
    queryKey: inspectionKey,
    queryFn: () => call(packageAddresses.inspectionSubjects, {}).then((a) => a.subjects),
  });
}

export function cancelPackagesForInspection(
  subjects: { uuid: string; cancelled: boolean }[],
): Promise<InspectionChoice[]> {
  return call(packageAddresses.cancelForInspection, { body: { subjects } }).then((a) => a.subjects);
}

/** Stores the choices; the list becomes the subjects the server answers. */
export function useCancelPackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPackagesForInspection,
    onSuccess: (subjects) => queryClient.setQueryData(inspectionKey, subjects),
  });
}
