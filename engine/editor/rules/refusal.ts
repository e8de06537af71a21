/** The model's refusal reasons (English sentences) in the host's language, via its strings. */
import { PICTURE_NOT_ALLOWED, PICTURE_WITHOUT_SIZE } from '../../model/rules/placement';
import {
  OTHER_JOB,
  OTHER_JOB_TYPE,
  OTHER_PHOTOGRAPHER,
  OTHER_SUBJECT,
} from '../../model/rules/subject';
import type { EditorStrings } from '../strings';

const KEYS: Record<string, keyof EditorStrings> = {
  [PICTURE_NOT_ALLOWED]: 'pictureNotAllowedText',
  [PICTURE_WITHOUT_SIZE]: 'refusalPictureWithoutSize',
  [OTHER_SUBJECT]: 'refusalOtherSubject',
  [OTHER_JOB]: 'refusalOtherJob',
  [OTHER_JOB_TYPE]: 'refusalOtherJobType',
  [OTHER_PHOTOGRAPHER]: 'refusalOtherPhotographer',
};

/** The refusal as the parent reads it: translated when the editor knows it, else as given. */
export function refusalText(reason: string, strings: EditorStrings): string {
  const key = KEYS[reason];
  return key ? strings[key] : reason;
}
