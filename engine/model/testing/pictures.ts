/** Test-only pictures: a 3:2 landscape portrait, a tall one, a group picture and an upload. */
import type { Picture, PictureSource } from '../types';

export const source = (over: Partial<PictureSource> = {}): PictureSource => ({
  subjectUuid: 'subject-a',
  jobUuid: 'job-1',
  jobTypeUuid: 'school',
  photographerUuid: 'studio-1',
  ...over,
});

export const picture = (over: Partial<Picture> = {}): Picture => ({
  uuid: 'pic-1',
  width: 3000,
  height: 2000,
  pictureType: 'IP',
  greenscreen: false,
  source: source(),
  ...over,
});

export const tall = (over: Partial<Picture> = {}) =>
  picture({ uuid: 'pic-tall', width: 2000, height: 3000, ...over });
export const group = (over: Partial<Picture> = {}) =>
  picture({ uuid: 'pic-group', pictureType: 'GP', ...over });
export const upload = (over: Partial<Picture> = {}): Picture => {
  const { source: _omit, ...rest } = picture({ uuid: 'up-1', pictureType: 'UPLOAD' });
  return { ...rest, ...over };
};
