import { call } from '../client';
import { shareAddresses } from '../../../contract/addresses/share';

export interface ShareInput {
  emails: string[];
  subjectUuids: string[];
}

/** Mails the recipients the codes of the chosen sets; returns the recipients mailed. */
export function sharePictureSets({ emails, subjectUuids }: ShareInput): Promise<string[]> {
  return call(shareAddresses.share, {
    query: { 'email[]': emails, 'subjects[]': subjectUuids },
  }).then((answer) => answer.recipients);
}
