import type { BodyOf, ResponseOf } from '../../../contract/http';
import { templateRoutes } from '../../../contract/templates';
import { call } from '../client';

export type FillUserStringsInput = BodyOf<typeof templateRoutes.fillUserStringsByPicture>;

/** The class, school and year texts a picked group picture fills in. */
export function fillUserStringsByPicture(
  body: FillUserStringsInput,
): Promise<ResponseOf<typeof templateRoutes.fillUserStringsByPicture>['userStringResources']> {
  return call(templateRoutes.fillUserStringsByPicture, { body }).then(
    (answer) => answer.userStringResources,
  );
}
