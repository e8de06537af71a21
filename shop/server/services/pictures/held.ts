import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldBy } from './holds';
import { pictures, pictureSets } from '../../db/schema';

export type PictureRow = typeof pictures.$inferSelect;

/**
 * The one answer to "does this user hold this picture": of `uuids`, the pictures whose set is
 * available and granted to the user (by a code or signed in), with their set's job and subject. A picture
 * of someone else's set, or of a set taken offline, is simply absent, as if it did not exist.
 */
export async function heldPictures(
  db: Db,
  userUuid: string | null,
  uuids: readonly string[],
): Promise<{ picture: PictureRow; jobUuid: string; subjectUuid: string }[]> {
  if (!userUuid || uuids.length === 0) return [];
  return db
    .select({
      picture: pictures,
      jobUuid: pictureSets.jobUuid,
      subjectUuid: pictureSets.subjectUuid,
    })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .where(
      and(
        inArray(pictures.uuid, [...new Set(uuids)]),
        eq(pictureSets.available, true),
        heldBy(userUuid),
      ),
    );
}

/** The picture row when the user holds it (see `heldPictures`); null otherwise. */
export async function heldPicture(db: Db, userUuid: string | null, pictureUuid: string) {
  const [row] = await heldPictures(db, userUuid, [pictureUuid]);
  return row ?? null;
}
