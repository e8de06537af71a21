import type { NavigateFunction } from 'react-router';
import { paths } from '../../lib/paths';

/** State carried to /new-picture-set: which set the code brought. */
export interface NewPictureSetState {
  subjectUuid: string | null;
}

export function goToNewPictureSet(navigate: NavigateFunction, subjectUuid: string | null): void {
  const state: NewPictureSetState = { subjectUuid };
  void navigate(paths.newpictureset, { state });
}
