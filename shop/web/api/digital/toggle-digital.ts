import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { digitalKeys } from './keys';
import { digitalAddresses } from '../../../contract/addresses/digital';

export type DigitalToggle =
  { kind: 'file'; pictureUuid: string } | { kind: 'set'; subjectUuid: string };

/**
 * Buy or remove a digital file or set; errors are only logged (docs/rules/personalisation.md §8).
 */
export function useToggleDigital() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (toggle: DigitalToggle) =>
      toggle.kind === 'file'
        ? call(digitalAddresses.toggleFile, { body: { file: toggle.pictureUuid } })
        : call(digitalAddresses.toggleSet, { body: { pictureSet: toggle.subjectUuid } }),
    onError: (error) => console.error('Toggling a digital product failed', error),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: digitalKeys.subjects });
      await client.invalidateQueries({ queryKey: queryKeys.cart });
      await client.invalidateQueries({ queryKey: queryKeys.pictureSets });
    },
  });
}
