import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { Messages } from '../../../contract/errors';
import {
  imageUrl,
  UPLOAD_LIMITS,
  UPLOAD_QUOTA,
  type UploadedImage,
} from '../../../contract/images';
import type { Db } from '../../db/client';
import { jobs, pictureSets, uploads, users } from '../../db/schema';
import { Forbidden, Refused } from '../../lib/domain-errors';
import { storageKeys, type Storage } from '../../storage';
import { heldBy } from '../pictures/holds';
import { ImageJobsBusyError, runImageJob } from '../pictures/image-jobs';
import { spoolFileName } from './spool';

/** Raster formats a parent's camera or phone produces; anything else (SVG, PDF…) is refused. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff', 'gif']);

const MB = 1024 * 1024;

export const UploadMessages = {
  notAllowed: 'Uploading your own photos is not available in this shop.',
  notForTheseJobs: 'The photo days of your pictures do not allow your own photos.',
  noFiles: 'Choose one or more photos to upload.',
  notAnImage: (name: string) =>
    `${name} is not an image. Please choose a photo (JPEG, PNG, HEIC…).`,
  tooLarge: (name: string) =>
    `${name} is too large. Photos may be at most ${UPLOAD_LIMITS.maxBytes / MB} MB.`,
  tooManyPixels: (name: string) =>
    `${name} has too many pixels. Photos may be at most ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels.`,
  tooManyFiles: `Upload at most ${UPLOAD_LIMITS.maxFiles} photos at a time.`,
} as const;

type UploadRow = typeof uploads.$inferSelect;

/**
 * Whether the user may add own photos beside their pictures: only when a photo day of a picture
 * set they hold allows them (job.json `ownPhotos`); the shop's own switch is checked apart.
 */
export async function ownPhotosAllowed(db: Db, userUuid: string): Promise<boolean> {
  const rows = await db
    .select({ set: pictureSets.uuid })
    .from(pictureSets)
    .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
    .where(and(heldBy(userUuid), eq(jobs.ownPhotos, true)))
    .limit(1);
  return rows.length > 0;
}

export const uploadView = (row: UploadRow): UploadedImage => ({
  uuid: row.uuid,
  name: row.originalName,
  width: row.width,
  height: row.height,
  thumbnail: imageUrl({ uuid: row.uuid, size: '640' }),
});

/** How many uploads the user keeps and their bytes in the storage. */
async function uploadUsage(
  db: Db,
  storage: Storage,
  userUuid: string,
): Promise<{ files: number; bytes: number }> {
  const rows = await db
    .select({ file: uploads.file })
    .from(uploads)
    .where(eq(uploads.userUuid, userUuid));
  const sizes = await Promise.all(
    rows.map((row) =>
      // A file gone from the storage takes no room.
      storage.stat(storageKeys.picture(row.file)).then((info) => info?.size ?? 0),
    ),
  );
  return { files: rows.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

const fitsQuota = (usage: { files: number; bytes: number }, bytes: number): boolean =>
  usage.files + 1 <= UPLOAD_QUOTA.maxFiles && usage.bytes + bytes <= UPLOAD_QUOTA.maxBytes;

/**
 * Checks a file is a raster image within the limits by reading its header with sharp (never by
 * its name or declared type), then stores it upright as JPEG under pictures/uploads in the storage.
 * `source` is the uploaded file on disk: sharp reads it from there, never all of it in memory.
 */
export async function storeUpload(
  db: Db,
  storage: Storage,
  userUuid: string,
  name: string,
  source: string,
): Promise<UploadRow> {
  let meta: { format?: string; width?: number; height?: number };
  try {
    // The header alone: the pixel limit is checked below with its own message.
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refused('upload-refused', UploadMessages.notAnImage(name));
  }
  const format = meta.format;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!format || !IMAGE_FORMATS.has(format) || pixels === 0)
    throw new Refused('upload-refused', UploadMessages.notAnImage(name));
  if (pixels > UPLOAD_LIMITS.maxPixels)
    throw new Refused('upload-refused', UploadMessages.tooManyPixels(name));
  // Before the image work, by the size sent: a user at the quota costs no decoding.
  const sent = (await stat(source)).size;
  if (!fitsQuota(await uploadUsage(db, storage, userUuid), Math.min(sent, UPLOAD_LIMITS.maxBytes)))
    throw new Forbidden('upload-quota', Messages.uploadQuotaReached);
  const uuid = crypto.randomUUID();
  const file = `uploads/${uuid}.jpg`;
  const target = storageKeys.picture(file);
  // Encoded beside the spooled upload (a name the spool's sweep knows), then stored from there.
  const temporary = path.join(path.dirname(source), spoolFileName(crypto.randomUUID()));
  let info: OutputInfo;
  try {
    // In the image queue: a photo at the pixel limit decodes to some 150 MB of pixels.
    info = await runImageJob('upload', () =>
      // limitInputPixels again: the decoder, not only the header, must refuse a bomb.
      sharp(source, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' })
        .rotate()
        .flatten({ background: '#ffffff' })
        // Without Huffman optimisation the encoder streams: with it, it keeps every coefficient
        // of the picture until the end (some 300 MB for 50 MP), for a file a few % smaller.
        .jpeg({ quality: 92, optimiseCoding: false })
        .toFile(temporary),
    );
  } catch (error) {
    await rm(temporary, { force: true });
    if (error instanceof ImageJobsBusyError) throw error;
    throw new Refused('upload-refused', UploadMessages.notAnImage(name));
  }
  try {
    await storage.putFile(target, temporary);
  } finally {
    await rm(temporary, { force: true });
  }
  // Again with the size stored, and exactly: the user's row stays locked from the count to the
  // insert, so of two uploads racing for the last place (in this process or another on the same
  // database) the second counts the first and is refused.
  const row = await db.transaction(async (tx) => {
    await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, userUuid)).for('update');
    if (!fitsQuota(await uploadUsage(tx, storage, userUuid), info.size)) return null;
    const [inserted] = await tx
      .insert(uploads)
      .values({
        uuid,
        userUuid,
        file,
        originalName: name.slice(0, 200),
        width: info.width,
        height: info.height,
      })
      .returning();
    return inserted ?? null;
  });
  if (!row) {
    await storage.delete(target);
    throw new Forbidden('upload-quota', Messages.uploadQuotaReached);
  }
  return row;
}

/** The user's uploads, newest first. */
export async function recentUploads(db: Db, userUuid: string | null): Promise<UploadedImage[]> {
  if (!userUuid) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(eq(uploads.userUuid, userUuid))
    .orderBy(desc(uploads.createdAt))
    .limit(100);
  return rows.map(uploadView);
}
