/** Uploads accept only files of an image type (spec §5). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Upload status of a file (spec §3): 0 waiting, 1 uploading, 2 done, -1 failed. */
export type UploadStatus = 0 | 1 | 2 | -1;
export const UPLOAD_WAITING: UploadStatus = 0;
export const UPLOAD_UPLOADING: UploadStatus = 1;
export const UPLOAD_DONE: UploadStatus = 2;
export const UPLOAD_FAILED: UploadStatus = -1;
