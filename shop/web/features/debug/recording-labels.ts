import type { TFunction } from 'i18next';
import type { RecordingSummary } from '../../../contract/debug';

/** Who recorded it: the account's e-mail, or a visitor without one. */
export const recordedBy = (recording: RecordingSummary, t: TFunction): string =>
  recording.userEmail ?? t('debug.anonymous');

/** When the recording started, with the time of day (support matches it to a call). */
export const startedAt = (recording: RecordingSummary, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(recording.startedAt),
  );
