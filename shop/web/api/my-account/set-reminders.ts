import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAccountRoutes } from '../../../contract/my-account';
import type { ReminderSubject } from '../../../contract/my-account';
import { call } from '../client';
import { remindersKey } from './get-reminders';

export function setReminders(subjects: ReminderSubject[]): Promise<ReminderSubject[]> {
  return call(myAccountRoutes.setReminders, { body: { subjects } }).then(
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
