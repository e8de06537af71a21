import type { BodyOf, ResponseOf } from '../../../contract/http';
import { call } from '../client';
import { templateAddresses } from '../../../contract/addresses/templates';
import type { templateRoutes } from '../../../contract/templates';

export type FillUserStringsInput = BodyOf<typeof templateRoutes.fillUserStringsByPicture>;

/** The class, school and year texts a picked group picture fills in. */
export function fillUserStringsByPicture(
  body: FillUserStringsInput,
): Promise<ResponseOf<typeof templateRoutes.fillUserStringsByPicture>['userStringResources']> {
  return call(templateAddresses.fillUserStringsByPicture, { body }).then(
    (answer) => answer.userStringResources,
  );
}
