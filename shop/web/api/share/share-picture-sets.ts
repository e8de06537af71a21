import { shareRoutes } from '../../../contract/share';
import { call } from '../client';

export interface ShareInput {
  emails: string[];
  subjectUuids: string[];
}

/** Mails the recipients the codes of the chosen sets; returns the recipients mailed. */
export function sharePictureSets({ emails, subjectUuids }: ShareInput): Promise<string[]> {
  return call(shareRoutes.share, {
    query: { 'email[]': emails, 'subjects[]': subjectUuids },
  }).then((answer) => answer.recipients);
}
