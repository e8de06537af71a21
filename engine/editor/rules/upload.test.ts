import { describe, expect, it } from 'vitest';
import { refusalOf, UPLOAD_DONE, UPLOAD_FAILED, UploadRefused, uploadFailureLines } from './upload';

describe('upload refusals', () => {
  it('tells a refusal from a failure to reach the shop', () => {
    expect(refusalOf(new UploadRefused('a.jpg is too large.'))).toBe('a.jpg is too large.');
    // Another copy of the class (another chunk) is still a refusal.
    expect(refusalOf(Object.assign(new Error('b.jpg is not an image.'), { refused: true }))).toBe(
      'b.jpg is not an image.',
    );
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalOf('offline')).toBeNull();
  });

  it('lists each refusal once, and the connection texts only after a failure to reach', () => {
    const refused = (refusal: string) => ({ status: UPLOAD_FAILED, refusal });
    const connection = ['Connection text', 'Hint'];
    expect(
      uploadFailureLines(
        [refused('a too large'), { status: UPLOAD_DONE, refusal: null }, refused('a too large')],
        connection,
      ),
    ).toEqual(['a too large']);
    expect(
      uploadFailureLines([{ status: UPLOAD_FAILED, refusal: null }, refused('b')], connection),
    ).toEqual(['b', 'Connection text', 'Hint']);
    expect(uploadFailureLines([{ status: UPLOAD_FAILED, refusal: null }], connection)).toEqual(
      connection,
    );
  });
});
