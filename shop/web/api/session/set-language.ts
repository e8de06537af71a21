import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../contract/session';
import { call } from '../client';
import { sessionAddresses } from '../../../contract/addresses/session';

export function setLanguage(lang: Language): Promise<Language> {
  return call(sessionAddresses.language, { body: { lang } }).then((answer) => answer.lang);
}

/**
 * Stores the language in the session and on the user. Every answer is asked again: names,
 * summary lines and messages come from the server in the language now chosen.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
