import i18next from 'i18next';
import { UPLOAD_LIMITS } from '../../../contract/images';
import { ApiError, errorText } from '../../api/client';
import { uploadImage } from '../../api/templates/upload-image';
import { type Picture, UploadRefused } from '../../../../engine/index';
import { uploadPicture } from './pictures';

const MB = 1024 * 1024;

/** 4xx answers that a moment later may go through: waited for and retried like a lost connection. */
const TRANSIENT = new Set([408, 429]);

/**
 * The editor's uploadFile port: a photo over the shop's limit is refused here without sending a
 * byte (the server refuses it too: the browser is never trusted), and a file the server refuses
 * (4xx: too large, not an image…) becomes an UploadRefused with its message, so the editor shows
 * it at once instead of retrying. A network error or a 5xx stays as it is, to be retried.
 */
export async function uploadOwnPhoto(file: File): Promise<Picture> {
  if (file.size > UPLOAD_LIMITS.maxBytes)
    throw new UploadRefused(
      i18next.t('editorHost.uploadTooLarge', { name: file.name, mb: UPLOAD_LIMITS.maxBytes / MB }),
    );
  try {
    return uploadPicture(await uploadImage(file));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && !TRANSIENT.has(error.status))
      throw new UploadRefused(
        errorText(error.body, i18next.t('editorHost.uploadRefused', { name: file.name })),
      );
    throw error;
  }
}
