import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS, type UploadedImage } from '../../../contract/images';
import { type ErrorCode, Messages } from '../../../contract/errors';
import { DomainError } from '../../lib/domain-errors';
import { holdsNul } from '../../lib/storable-text';
import { holdsAnySet } from '../../services/pictures/holds';
import { ImageJobsBusyError } from '../../services/pictures/image-jobs';
import { spoolUpload } from '../../services/uploads/spool';
import {
  ownPhotosAllowed,
  storeUpload,
  UploadMessages,
  uploadView,
} from '../../services/uploads/uploads';

export type UploadResult =
  | { ok: true; files: UploadedImage[] }
  | { ok: false; status: 400 | 403 | 413; error: string; code?: ErrorCode }
  /** Too much image work waiting: the same upload may come back after `retryAfterSeconds`. */
  | { ok: false; status: 503; error: string; retryAfterSeconds: number };

/** The form field the legacy upload frame posts files in. */
export const UPLOAD_FIELD = 'images[]';

/**
 * The most a request may declare (Content-Length): one photo at the limit, and room for its part
 * headers and a few form fields. The editor sends one file per request.
 */
export const MAX_UPLOAD_REQUEST_BYTES = UPLOAD_LIMITS.maxBytes + 1024 * 1024;

/**
 * Reads the multipart files of field `images[]` one at a time, each written to a temporary file
 * (removed again whatever happens) and stored from there; the first file refused stops the
 * upload with its message (files stored before it are kept). A request declaring more than
 * MAX_UPLOAD_REQUEST_BYTES is refused at its first file's headers, and a file passing the limit
 * as it arrives (chunked, or a Content-Length that lied) at that byte: neither waits for the rest.
 */
export async function receiveUploads(
  request: FastifyRequest,
  allowOwnPhotos: boolean,
): Promise<UploadResult> {
  if (!allowOwnPhotos) return { ok: false, status: 403, error: UploadMessages.notAllowed };
  if (!request.isMultipart()) return { ok: false, status: 400, error: UploadMessages.noFiles };
  // Own photos go beside a child's pictures: only someone holding a picture set (by its code or
  // signed in) may store any, never a passer-by's fresh session.
  const user = request.session.user;
  if (!user || !(await holdsAnySet(request.server.db, user.uuid)))
    return { ok: false, status: 403, error: Messages.uploadNeedsPictures };
  // The photo days decide too: a parent whose pictures' days all say no may not store any.
  if (!(await ownPhotosAllowed(request.server.db, user.uuid)))
    return {
      ok: false,
      status: 403,
      error: UploadMessages.notForTheseJobs,
      code: 'own-photos-off',
    };
  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  const files: UploadedImage[] = [];
  const declared = Number(request.headers['content-length'] ?? 0);
  let name = '';
  try {
    for await (const part of request.files()) {
      name = part.filename || 'The file';
      // The name is stored with the picture: the database cannot hold a NUL in it.
      if (holdsNul(name)) return { ok: false, status: 400, error: Messages.nulCharacter };
      // Only the name was needed from the body of a request that declared itself too large.
      if (declared > MAX_UPLOAD_REQUEST_BYTES)
        return { ok: false, status: 413, error: UploadMessages.tooLarge(name) };
      // At the limit busboy only marks the file truncated and reads on to the part's end (75 MB
      // more of a 100 MB photo): end the file there, so the spool stops and the answer goes now.
      part.file.once('limit', () => part.file.destroy(new RequestFileTooLargeError()));
      if (part.fieldname !== UPLOAD_FIELD && part.fieldname !== 'images') {
        part.file.resume(); // not a photo: read past it
        continue;
      }
      const spooled = await spoolUpload(request.server.config.dataDir, part.file);
      let row;
      try {
        // A cut-off photo must not be stored, nor called 'not an image'.
        if (part.file.truncated)
          return { ok: false, status: 413, error: UploadMessages.tooLarge(name) };
        row = await storeUpload(
          request.server.db,
          request.server.storage,
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
    if (error instanceof ImageJobsBusyError)
      return {
        ok: false,
        status: 503,
        error: error.message,
        retryAfterSeconds: error.retryAfterSeconds,
      };
    // A file the uploads service refused (not an image, over the quota) ends the upload.
    if (error instanceof DomainError && (error.kind === 'refused' || error.kind === 'forbidden'))
      return { ok: false, status: error.kind === 'refused' ? 400 : 403, error: error.message };
    throw error;
  }
  if (files.length === 0) return { ok: false, status: 400, error: UploadMessages.noFiles };
  return { ok: true, files };
}
