// The pre-fill calls: a whole template for a subject, and the texts of a picked group picture.
import type { Db } from '../../db/client';
import type { TemplateData, UserResource } from '../../../contract/templates';
import { NotFound, Refused } from '../../lib/domain-errors';
import type { Lang } from '../catalogue/products';
import { contractTemplateData } from './lines-data';
import { findTemplate } from './templates';
import { fillTemplate, groupNameOf, groupStrings } from './fill';
import { heldImages, heldSubject } from './held-pictures';

export const FillMessages = {
  unknownTemplate: 'This design is not available',
  unknownSubject: 'This picture set was not found',
  unknownPicture: 'This picture was not found',
  notAnImageField: (id: string) => `'${id}' is not an image field of this design`,
} as const;

interface TemplateArg {
  uuid: string;
  version?: number | undefined;
}

async function template(db: Db, ref: TemplateArg) {
  const stored = await findTemplate(db, ref.uuid, ref.version);
  if (!stored) throw new NotFound(FillMessages.unknownTemplate);
  return stored.template;
}

/** POST fill-template: the template filled with the subject's pictures and year. */
export async function fillForUser(
  db: Db,
  userUuid: string | null,
  lang: Lang,
  body: { template: TemplateArg; subject: { uuid: string } },
): Promise<TemplateData> {
  const t = await template(db, body.template);
  const subject = await heldSubject(db, userUuid, body.subject.uuid);
  if (!subject) throw new NotFound(FillMessages.unknownSubject);
  const data = await fillTemplate(db, t, subject, lang, new Date().getUTCFullYear());
  return contractTemplateData(data);
}

/**
 * POST fill-user-strings-by-picture: for a group picture put in an image field, its part's
 * class, school and year texts; nothing for other pictures.
 */
export async function stringsForPicture(
  db: Db,
  userUuid: string | null,
  lang: Lang,
  body: {
    subject: { uuid: string };
    template: TemplateArg;
    picture: { uuid: string };
    resource: { id: string };
  },
): Promise<UserResource[]> {
  const t = await template(db, body.template);
  const subject = await heldSubject(db, userUuid, body.subject.uuid);
  if (!subject) throw new NotFound(FillMessages.unknownSubject);
  const image = (await heldImages(db, userUuid, [body.picture.uuid])).get(body.picture.uuid);
  if (!image) throw new NotFound(FillMessages.unknownPicture);
  const isImageField = t.parts.some((part) =>
    part.resources.some((r) => r.type === 'IMAGE' && `${part.id}/${r.id}` === body.resource.id),
  );
  if (!isImageField)
    throw new Refused('design-refused', FillMessages.notAnImageField(body.resource.id));
  if (image.picture.pictureType !== 'GP') return [];
  const groupName = subject.subject.isGroup ? subject.subject.name : await groupNameOf(db, image);
  const facts = { groupName, schoolName: subject.school.name, year: subject.year };
  return groupStrings(t, body.resource.id, facts, lang).map((r) => ({ ...r }));
}
