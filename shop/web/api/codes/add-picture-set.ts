import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPictureSetResponse } from '../../../contract/codes';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { codeAddresses } from '../../../contract/addresses/codes';

export interface AddPictureSetInput {
  code: string;
  /** A staff simulation must confirm adding a code to the customer. */
  confirm: boolean;
}

export function addPictureSet({
  code,
  confirm,
}: AddPictureSetInput): Promise<AddPictureSetResponse> {
  return call(codeAddresses.add, { query: confirm ? { code, confirm: '1' } : { code } });
}

export function useAddPictureSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPictureSet,
    onSuccess: (answer) =>
      void (answer.valid && queryClient.invalidateQueries({ queryKey: queryKeys.pictureSets })),
  });
}
