// Checks a cart line's instance against its template before it is stored (never trusts a browser).
import { inArray } from 'drizzle-orm';
import { findImageSlot } from '../../../../engine/model/ids';
import { missingResources } from '../../../../engine/model/completeness';
import { instanceFromTemplateData } from '../../../../engine/model/instance/templateData';
import { pictureAllowed } from '../../../../engine/model/rules/placement';
import type { Template, TemplateInstance } from '../../../../engine/model/types';
import type { TemplateData } from '../../../contract/templates';
import type { Db } from '../../db/client';
import { backgrounds } from '../../db/schema';
import { NotFound, Refused } from '../../lib/domain-errors';
import { heldImages } from './held-pictures';

export const LineMessages = {
  pictureNotFound: (uuid: string) => `The picture ${uuid} was not found`,
  pictureChanged: (id: string) => `The picture in ${id} does not match the stored picture`,
  notAllowed: (id: string, reason: string) => `${id}: ${reason}`,
  backgroundRefused: (id: string) => `${id}: this picture's background can't be changed here`,
  backgroundNotFound: (uuid: string) => `The background ${uuid} was not found`,
  incomplete: (ids: string[]) => `The design is not complete: fill in ${ids.join(', ')}`,
} as const;

/**
 * The instance a cart line's `templateData` stands for, or a 4xx naming what is wrong: a field
 * the template does not have or a bad value (400, the model's message with its path), a picture
 * the user does not hold (404), a picture the field refuses or whose size was altered, a
 * background that is not offered, or a field left empty (400).
 */
/** The pictures placed in an instance's fields, each with its field's id. */
export function placedImages(instance: TemplateInstance) {
  return Object.entries(instance.resources).flatMap(([id, value]) =>
    value.type === 'IMAGE' && value.image ? [{ id, image: value.image }] : [],
  );
}

export async function checkedInstance(
  db: Db,
  userUuid: string | null,
  template: Template,
  data: TemplateData,
): Promise<TemplateInstance> {
  const read = instanceFromTemplateData(template, data, { currentYear: data.year });
  if (!read.ok) throw new Refused('design-refused', read.error);
  const instance = read.instance;
  const placed = placedImages(instance);
  const held = await heldImages(
    db,
    userUuid,
    placed.map((p) => p.image.uuid),
  );
  const wantedBackgrounds = new Set<string>();
  for (const { id, image } of placed) {
    const own = held.get(image.uuid);
    if (!own) throw new NotFound(LineMessages.pictureNotFound(image.uuid));
    const slot = findImageSlot(template, id)?.slot;
    if (!slot) throw new Refused('design-refused', LineMessages.pictureChanged(id));
    const allowed = pictureAllowed(own.picture, slot);
    if (!allowed.ok)
      throw new Refused('design-refused', LineMessages.notAllowed(id, allowed.reason));
    const same =
      own.picture.width === image.width &&
      own.picture.height === image.height &&
      own.picture.pictureType === image.pictureType &&
      own.picture.greenscreen === image.greenscreen;
    if (!same) throw new Refused('design-refused', LineMessages.pictureChanged(id));
    if (image.background !== null) {
      if (!own.picture.greenscreen || slot.disableBackground || own.jobUuid === null)
        throw new Refused('design-refused', LineMessages.backgroundRefused(id));
      wantedBackgrounds.add(`${image.background} ${own.jobUuid}`);
    }
  }
  await checkBackgrounds(db, wantedBackgrounds);
  const missing = missingResources(template, instance);
  if (missing.length > 0) throw new Refused('design-refused', LineMessages.incomplete(missing));
  return instance;
}

/** Every chosen background must be one offered for the picture's job (or for every job). */
async function checkBackgrounds(db: Db, wanted: Set<string>): Promise<void> {
  if (wanted.size === 0) return;
  const pairs = [...wanted].map((w) => w.split(' ') as [string, string]);
  const rows = await db
    .select()
    .from(backgrounds)
    .where(inArray(backgrounds.uuid, [...new Set(pairs.map(([uuid]) => uuid))]));
  for (const [uuid, job] of pairs) {
    const offered = rows.some((b) => b.uuid === uuid && (b.jobUuid === null || b.jobUuid === job));
    if (!offered) throw new Refused('design-refused', LineMessages.backgroundNotFound(uuid));
  }
}
