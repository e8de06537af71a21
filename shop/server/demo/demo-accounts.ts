// Demo facts the seed creates; tests, journeys and the README use these constants.
import { createHash } from 'node:crypto';
import { importedJobUuid, importedSetUuid, importedSubjectUuid } from '../services/studio/ids';
import { DEMO_CODES, type DemoSubjectKey } from './codes';
import type { JobKey } from './catalogue';
import { SETS } from './sets';

/** A stable UUID (v5 layout) for a demo record, so every seed gives the same ids. */
export function demoUuid(name: string): string {
  const h = createHash('sha1').update(`keepsake-demo:${name}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const DEMO_SHOP_NAME = 'Keepsake Demo';

export const DEMO_USER = {
  email: 'parent@keepsake.test',
  password: 'keepsake-demo',
  name: 'Kari Nordmann',
  mobile: '+4791234567',
} as const;

export const DEMO_STAFF = {
  email: 'support@keepsake.test',
  password: 'keepsake-staff',
  name: 'Sam Support',
} as const;

export { DEMO_CODES, type DemoSubjectKey } from './codes';

/**
 * Each subject's demo job, whose key the photo day is imported under. The subject's external id
 * on the roster is its key here, so the importer derives the same ids as these constants.
 */
const jobOf = (key: DemoSubjectKey): string => {
  const set = SETS.find((s) => s.key === key);
  if (!set) throw new Error(`The demo has no picture set for ${key}`);
  return importedJobUuid(set.job);
};

/** Subject uuids, for tests that open a set directly. */
export const DEMO_SUBJECTS = Object.fromEntries(
  (Object.keys(DEMO_CODES) as DemoSubjectKey[]).map((key) => [
    key,
    importedSubjectUuid(jobOf(key), key),
  ]),
) as Record<DemoSubjectKey, string>;

/** Picture set uuids. */
export const DEMO_SETS = Object.fromEntries(
  (Object.keys(DEMO_CODES) as DemoSubjectKey[]).map((key) => [
    key,
    importedSetUuid(jobOf(key), key),
  ]),
) as Record<DemoSubjectKey, string>;

/** The demo user's sets. */
/** A demo photo day's job uuid by its key, as the importer derives it. */
export const demoJobUuid = (key: JobKey): string => importedJobUuid(key);

export const DEMO_USER_SUBJECTS: DemoSubjectKey[] = ['emma', 'jonas'];
