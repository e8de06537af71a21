import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadedImage } from '../../contract/images';
import { visitorUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { storeUpload, UploadMessages, uploadView } from './uploads';
import { spoolUpload } from './uploads-spool';

export type UploadResult =
  { ok: true; files: UploadedImage[] } | { ok: false; status: 400 | 403 | 413; error: string };

/** The form field the legacy upload frame posts files in. */
export const UPLOAD_FIELD = 'images[]';

/**
 * Reads the multipart files of field `images[]` one at a time, each written to a temporary file
 * (removed again whatever happens) and stored from there; the first file refused stops the
 * upload with its message (files stored before it are kept).
 */
export async function receiveUploads(
  request: FastifyRequest,
  reply: FastifyReply,
  allowOwnPhotos: boolean,
): Promise<UploadResult> {
  if (!allowOwnPhotos) return { ok: false, status: 403, error: UploadMessages.notAllowed };
  if (!request.isMultipart()) return { ok: false, status: 400, error: UploadMessages.noFiles };
  const user = await visitorUser(request, reply);
  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  const files: UploadedImage[] = [];
  let name = '';
  try {
    for await (const part of request.files()) {
      name = part.filename || 'The file';
      if (part.fieldname !== UPLOAD_FIELD && part.fieldname !== 'images') {
        part.file.resume(); // not a photo: read past it
        continue;
      }
      const spooled = await spoolUpload(request.server.config.dataDir, part.file);
      let row;
      try {
        // Past the limit busboy ends the file early: a cut-off photo must not be stored, nor
        // called 'not an image'.
        if (part.file.truncated)
          return { ok: false, status: 413, error: UploadMessages.tooLarge(name) };
        row = await storeUpload(
          request.server.db,
          request.server.config.dataDir,
          user.uuid,
          name,
          spooled,
        );
      } finally {
        await rm(spooled, { force: true });
      }
      files.push(uploadView(row));
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError)
      return { ok: false, status: 413, error: UploadMessages.tooLarge(name) };
    if (error instanceof FilesLimitError)
      return { ok: false, status: 413, error: UploadMessages.tooManyFiles };
    if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 413))
      return { ok: false, status: error.statusCode, error: error.message };
    throw error;
  }
  if (files.length === 0) return { ok: false, status: 400, error: UploadMessages.noFiles };
  return { ok: true, files };
}
