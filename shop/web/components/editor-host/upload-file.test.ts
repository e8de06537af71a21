import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS } from '../../../contract/images';
import { en } from '../../i18n/locales/en';
import { nb } from '../../i18n/locales/nb';
import { uploadOwnPhoto } from './upload-file';

const photo = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const refusedWith = async (file: File) => {
  const error: unknown = await uploadOwnPhoto(file).catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'UploadRefused', refused: true });
  return (error as Error).message;
};

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: en }, nb: { translation: nb } },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe("the editor's uploadFile port", () => {
  it('refuses a photo over the limit without sending it, as the server words it', async () => {
    const fetch = answer(200, {});
    expect(await refusedWith(photo('holiday.jpg', UPLOAD_LIMITS.maxBytes + 1))).toBe(
      'holiday.jpg is too large. Photos may be at most 25 MB.',
    );
    await i18next.changeLanguage('nb');
    expect(await refusedWith(photo('ferie.jpg', UPLOAD_LIMITS.maxBytes + 1))).toBe(
      'ferie.jpg er for stor. Bilder kan være på høyst 25 MB.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a photo at the limit and answers its picture', async () => {
    const fetch = answer(200, {
      result: 'OK',
      files: [{ uuid: 'u1', name: 'a.jpg', width: 40, height: 30, thumbnail: '/t' }],
    });
    await expect(uploadOwnPhoto(photo('a.jpg', UPLOAD_LIMITS.maxBytes))).resolves.toEqual({
      uuid: 'u1',
      width: 40,
      height: 30,
      pictureType: 'UPLOAD',
      greenscreen: false,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("turns the server's 4xx refusal into an UploadRefused with its message", async () => {
    answer(400, { result: 'ERROR', error: 'notes.jpg is not an image.' });
    expect(await refusedWith(photo('notes.jpg', 10))).toBe('notes.jpg is not an image.');
    answer(413, null);
    expect(await refusedWith(photo('b.jpg', 10))).toBe('b.jpg could not be uploaded.');
  });

  it('leaves network errors, 5xx, 408 and 429 to be retried', async () => {
    for (const status of [500, 502, 503, 408, 429]) {
      answer(status, { error: 'busy' });
      const error: unknown = await uploadOwnPhoto(photo('a.jpg', 10)).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ApiError', status });
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(uploadOwnPhoto(photo('a.jpg', 10))).rejects.toThrow(TypeError);
  });
});
