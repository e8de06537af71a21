import { createHash } from 'node:crypto';

/**
 * Ids the importer derives instead of drawing: the same photo day gives the same rows every
 * time it is imported, into any database. A job's id comes from the studio's key for it; a
 * person's subject and picture set from the job and the person's external id (the id the
 * studio's capture software gives them); a picture from its set and the file name it was
 * delivered under. People without an external id get drawn ids, since their name may change.
 */
export function studioUuid(...parts: string[]): string {
  // Only the last part is free text (the others are fixed words and uuids): joined with a NUL,
  // two different lists of parts never give the same text.
  const h = createHash('sha256')
    .update(`keepsake-studio\u0000${parts.join('\u0000')}`)
    .digest();
  // Laid out as a version 5 (name-based) UUID.
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The job a photo day with this key is imported into. */
export const importedJobUuid = (key: string): string => studioUuid('job', key);

/** The subject of the person with this external id in a job. */
export const importedSubjectUuid = (jobUuid: string, externalId: string): string =>
  studioUuid('subject', jobUuid, externalId);

/** The picture set of the person with this external id in a job. */
export const importedSetUuid = (jobUuid: string, externalId: string): string =>
  studioUuid('set', jobUuid, externalId);

/** A picture of a set, by the file name the studio delivered it under. */
export const importedPictureUuid = (setUuid: string, sourceName: string): string =>
  studioUuid('picture', setUuid, sourceName);
