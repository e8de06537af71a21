import { asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgrounds } from '../../db/schema';
import { Forbidden, NotFound, Refused } from '../../lib/domain-errors';
import { storageKeys, type Storage } from '../../storage';
import { chromaKey } from './chroma-key';
import { runImageJob } from './image-jobs';
import { derivative } from './images';
import { listPictureSets } from '../codes/picture-sets';
import { heldPicture } from './held';
import { assertDigitalUnlocked } from '../invoicing/invoices';

export const DownloadMessages = {
  notBought: 'This picture is not bought yet.',
  notGreenScreen: 'This picture has no background to change.',
} as const;

export interface Download {
  /** A stored file to stream, or the bytes of a transparent PNG. */
  key: string | null;
  bytes: Buffer | null;
  type: 'image/jpeg' | 'image/png';
  name: string;
}

/**
 * The backgrounds a green-screen picture of a photo job can be put on, the default first (a
 * job's own default before a shop-wide one), then by name.
 */
export async function jobBackgroundChoices(db: Db, jobUuid: string) {
  return db
    .select()
    .from(backgrounds)
    .where(or(isNull(backgrounds.jobUuid), eq(backgrounds.jobUuid, jobUuid)))
    .orderBy(
      desc(backgrounds.isDefault),
      asc(isNull(backgrounds.jobUuid)),
      asc(backgrounds.name),
      asc(backgrounds.uuid),
    );
}

/**
 * A bought picture in full size, to its owner only: 404 for pictures of sets the user does not
 * hold, 403 while not bought, or bought only by an unpaid invoice the shop makes wait.
 * `background`: a background uuid, or 'transparent' for a PNG cut out of its green screen. A
 * green-screen picture asked for without one comes on its set's default background (transparent
 * when the job has none): its raw green never leaves the shop.
 */
export async function downloadPicture(
  db: Db,
  storage: Storage,
  userUuid: string | null,
  pictureUuid: string,
  background?: string,
): Promise<Download> {
  const row = await heldPicture(db, userUuid, pictureUuid);
  if (!row || !userUuid) throw new NotFound();
  const sets = await listPictureSets(db, userUuid);
  const picture = sets.flatMap((s) => s.pictures).find((p) => p.uuid === pictureUuid);
  if (!picture) throw new NotFound();
  if (!picture.bought) throw new Forbidden('not-bought', DownloadMessages.notBought);
  await assertDigitalUnlocked(db, userUuid, pictureUuid);
  const name = `picture-${pictureUuid.slice(0, 8)}`;
  if (background && !row.picture.greenscreen)
    throw new Refused('not-green-screen', DownloadMessages.notGreenScreen);
  const choices = row.picture.greenscreen ? await jobBackgroundChoices(db, row.jobUuid) : [];
  const wanted =
    background ?? (row.picture.greenscreen ? (choices[0]?.uuid ?? 'transparent') : undefined);
  if (wanted === 'transparent') {
    const bytes = await runImageJob('derivative', async () =>
      chromaKey(await storage.getBuffer(storageKeys.picture(row.picture.file))),
    );
    return { key: null, bytes, type: 'image/png', name: `${name}.png` };
  }
  let backgroundFile: string | null = null;
  if (wanted !== undefined) {
    const bg = choices.find((b) => b.uuid === wanted);
    if (!bg) throw new NotFound();
    backgroundFile = bg.file;
  }
  const made = await derivative(storage, {
    file: row.picture.file,
    size: 'full',
    rotation: '0',
    effect: 'original',
    backgroundFile,
  });
  return { key: made.key, bytes: null, type: 'image/jpeg', name: `${name}.jpg` };
}
