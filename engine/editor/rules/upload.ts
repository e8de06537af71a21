/** Uploads accept only files of an image type (docs/rules/personalisation.md §5). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/**
 * Upload status of a file (docs/rules/personalisation.md §3): 0 waiting, 1 uploading, 2 done, -1
 * failed.
 */
export type UploadStatus = 0 | 1 | 2 | -1;
export const UPLOAD_WAITING: UploadStatus = 0;
export const UPLOAD_UPLOADING: UploadStatus = 1;
export const UPLOAD_DONE: UploadStatus = 2;
export const UPLOAD_FAILED: UploadStatus = -1;

/**
 * What a host's `uploadFile` rejects with when the shop refused the file (too large, not an
 * image…): sending it again would be refused again, so it fails at once and the parent reads
 * the message, which names the file. Any other rejection is taken for a failure to reach the shop
 * and retried (docs/rules/personalisation.md §4).
 */
export class UploadRefused extends Error {
  readonly refused = true;
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/** The refusal's message if `error` is an UploadRefused (also from another copy of the class). */
export function refusalOf(error: unknown): string | null {
  return error instanceof Error && (error as { refused?: unknown }).refused === true
    ? error.message
    : null;
}

/**
 * The failure dialog's lines: each refusal's message, then the connection texts if a file
 * failed to reach the shop.
 */
export function uploadFailureLines(
  uploads: readonly { status: UploadStatus; refusal: string | null }[],
  connection: readonly string[],
): string[] {
  const failed = uploads.filter((u) => u.status === UPLOAD_FAILED);
  const refusals = [...new Set(failed.flatMap((u) => (u.refusal === null ? [] : [u.refusal])))];
  return failed.some((u) => u.refusal === null) ? [...refusals, ...connection] : refusals;
}
