import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSubject } from '../../../contract/my-account';
import { call } from '../client';
import { remindersKey } from './get-reminders';
import { myAccountAddresses } from '../../../contract/addresses/my-account';

export function setReminders(subjects: ReminderSubject[]): Promise<ReminderSubject[]> {
  return call(myAccountAddresses.setReminders, { body: { subjects } }).then(
    (answer) => answer.subjects,
  );
}

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminders,
    onSuccess: (subjects) => queryClient.setQueryData(remindersKey, subjects),
  });
}
