import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderSubject } from '../../../contract/my-account';
import { call } from '../client';
import { myAccountAddresses } from '../../../contract/addresses/my-account';

export const remindersKey = ['reminders'] as const;

export function getReminders(): Promise<ReminderSubject[]> {
  return call(myAccountAddresses.reminders, {}).then((answer) => answer.subjects);
}

export function remindersQueryOptions() {
  return queryOptions({ queryKey: remindersKey, queryFn: getReminders });
}

/** The user's subjects, each with whether photo-day reminders are on. */
export function useReminders() {
  return useQuery(remindersQueryOptions());
}
