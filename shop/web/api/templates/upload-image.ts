import i18next from 'i18next';
import { UploadAnswer, type UploadedImage } from '../../../contract/images';
import { ApiError, errorText } from '../client';
import { imageAddresses } from '../../../contract/addresses/images';

/** Uploads one photo (multipart field `images[]`); the server's refusal becomes an ApiError. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('images[]', file, file.name);
  const url = `${imageAddresses.upload.path}?handleuploads=1&json=1&thumbnails=640`;
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { 'accept-language': i18next.language || 'en' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, errorText(body, response.statusText), body);
  // The one answer the browser checks: the upload route declares no response schema on the
  // server, so its answer is not written by the contract's serializer (see api/client.ts).
  const [uploaded] = UploadAnswer.parse(body).files;
  if (!uploaded) throw new ApiError(response.status, response.statusText, body);
  return uploaded;
}
