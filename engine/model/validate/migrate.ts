import { TEMPLATE_FORMAT_VERSION } from '../types';
import type { Obj } from './check';
import { fail, isObject, object } from './check';

/**
 * One migration per old `formatVersion`: `migrations[n]` lifts a version-n template JSON to
 * version n + 1. A template without `formatVersion` is version 0 (the legacy shop's JSON).
 */
export type Migrations = Readonly<Record<number, (template: Obj) => Obj>>;

/** Maps the objects of an array, leaving anything else for validation to report. */
const mapObjects = (v: unknown, f: (o: Obj) => Obj): unknown =>
  Array.isArray(v) ? v.map((x: unknown) => (isObject(x) ? f(x) : x)) : v;

/** A plain string becomes `{ en }`. */
const english = (v: unknown): unknown => (typeof v === 'string' ? { en: v } : v);

/** The legacy format: `CARDS`, plain-string names and texts, no year list. */
function fromVersion0(t: Obj): Obj {
  return {
    ...t,
    formatVersion: 1,
    type: t.type === 'CARDS' ? 'CARD' : t.type,
    name: english(t.name),
    supportedYears: t.supportedYears ?? [],
    parts: mapObjects(t.parts, (p) => ({
      ...p,
      description: english(p.description ?? ''),
      resources: mapObjects(p.resources, (r) =>
        r.type === 'STRING' ? { ...r, defaultText: english(r.defaultText ?? '') } : r,
      ),
    })),
  };
}

/** The migrations this engine ships. */
export const TEMPLATE_MIGRATIONS: Migrations = { 0: fromVersion0 };

/** Lifts a template JSON to the current format version, step by step. */
export function migrateTemplate(json: unknown, migrations: Migrations = TEMPLATE_MIGRATIONS): Obj {
  let t = object(json, '');
  let version = t.formatVersion === undefined ? 0 : t.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    fail('formatVersion', 'must be a whole number of 0 or more');
  if (version > TEMPLATE_FORMAT_VERSION)
    fail(
      'formatVersion',
      `${version} is newer than this engine reads (${TEMPLATE_FORMAT_VERSION})`,
    );
  while (version < TEMPLATE_FORMAT_VERSION) {
    const step = migrations[version];
    if (!step) fail('formatVersion', `${version} has no migration to ${version + 1}`);
    t = object(step(t), '');
    version += 1;
    if (t.formatVersion !== version)
      fail('formatVersion', `migration to ${version} did not set it`);
  }
  return t;
}
