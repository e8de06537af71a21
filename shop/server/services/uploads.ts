import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { imageUrl, UPLOAD_LIMITS, type UploadedImage } from '../../contract/images';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { HttpError } from '../plugins/errors';
import { ImageJobsBusyError, runImageJob } from './image-jobs';

/** Raster formats a parent's camera or phone produces; anything else (SVG, PDF…) is refused. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff', 'gif']);

const MB = 1024 * 1024;

export const UploadMessages = {
  notAllowed: 'Uploading your own photos is not available in this shop.',
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

export const uploadView = (row: UploadRow): UploadedImage => ({
  uuid: row.uuid,
  name: row.originalName,
  width: row.width,
  height: row.height,
  thumbnail: imageUrl({ uuid: row.uuid, size: '640' }),
});

/**
 * Checks a file is a raster image within the limits by reading its header with sharp (never by
 * its name or declared type), then stores it upright as JPEG under DATA_DIR/pictures/uploads.
 * `source` is the uploaded file on disk: sharp reads it from there, never all of it in memory.
 */
export async function storeUpload(
  db: Db,
  dataDir: string,
  userUuid: string,
  name: string,
  source: string,
): Promise<UploadRow> {
  let meta: { format?: string; width?: number; height?: number };
  try {
    // The header alone: the pixel limit is checked below with its own message.
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, UploadMessages.notAnImage(name));
  }
  const format = meta.format;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!format || !IMAGE_FORMATS.has(format) || pixels === 0)
    throw new HttpError(400, UploadMessages.notAnImage(name));
  if (pixels > UPLOAD_LIMITS.maxPixels)
    throw new HttpError(400, UploadMessages.tooManyPixels(name));
  const uuid = crypto.randomUUID();
  const file = `uploads/${uuid}.jpg`;
  const target = path.join(dataDir, 'pictures', file);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
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
    throw new HttpError(400, UploadMessages.notAnImage(name));
  }
  await rename(temporary, target);
  const [row] = await db
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
  if (!row) throw new Error('The upload could not be stored');
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
