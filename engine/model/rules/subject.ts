import type { Picture, PictureSource, Refusal, SubjectChangeMode } from '../types';

/** Options of the white-label shop that restrict which pictures may be combined. */
export interface SubjectOptions {
  /** Only pictures (and picture sets) of the current photographer. */
  noMixingPhotographers?: boolean;
}

export const OTHER_PHOTOGRAPHER = "Pictures from different photographers can't be combined";
export const OTHER_SUBJECT = 'Only pictures of the same person can be used here';
export const OTHER_JOB = 'Only pictures from the same photo session can be used here';
export const OTHER_JOB_TYPE = 'Only pictures from the same kind of photo session can be used here';

/**
 * Whether a picture set (its source) may be used next to the current one under a subject-change
 * mode (docs/rules/personalisation.md §5): 1 same subject, 2 same job, 3 same job type, 4 package
 * mode (any). With
 * `noMixingPhotographers` the photographer must also be the same.
 */
export function sourceAllowed(
  mode: SubjectChangeMode,
  current: PictureSource,
  candidate: PictureSource,
  options: SubjectOptions = {},
): { ok: true } | Refusal {
  if (options.noMixingPhotographers && current.photographerUuid !== candidate.photographerUuid)
    return { ok: false, reason: OTHER_PHOTOGRAPHER };
  if (mode === 1 && current.subjectUuid !== candidate.subjectUuid)
    return { ok: false, reason: OTHER_SUBJECT };
  if (mode === 2 && current.jobUuid !== candidate.jobUuid) return { ok: false, reason: OTHER_JOB };
  if (mode === 3 && current.jobTypeUuid !== candidate.jobTypeUuid)
    return { ok: false, reason: OTHER_JOB_TYPE };
  return { ok: true };
}

/**
 * Whether a candidate picture may replace the current one, and whether the editor must ask to
 * replace all package pictures (mode 4, a different picture). A parent's upload, or a first
 * picture, carries no subject and is never restricted here.
 */
export function subjectChangeAllowed(
  mode: SubjectChangeMode,
  current: Picture | null,
  candidate: Picture,
  options: SubjectOptions = {},
): { ok: true; askReplaceAll: boolean } | Refusal {
  if (current?.source && candidate.source) {
    const allowed = sourceAllowed(mode, current.source, candidate.source, options);
    if (!allowed.ok) return allowed;
  }
  return {
    ok: true,
    askReplaceAll: mode === 4 && current !== null && current.uuid !== candidate.uuid,
  };
}

/** The picture sets offered for a switch: those `sourceAllowed` accepts next to the current. */
export function offeredSources<S extends PictureSource>(
  mode: SubjectChangeMode,
  current: PictureSource,
  sets: readonly S[],
  options: SubjectOptions = {},
): S[] {
  return sets.filter((set) => sourceAllowed(mode, current, set, options).ok);
}
