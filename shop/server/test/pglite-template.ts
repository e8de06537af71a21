import { readFileSync } from 'node:fs';

/**
 * The variable naming a migrated PGlite data directory (a tarball from PGlite's dumpDataDir),
 * written once per test run by test/pglite-template-setup.ts. Creating a PGlite cluster runs
 * initdb inside WebAssembly, several CPU seconds per database; loading a copy takes about one.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'KEEPSAKE_TEST_PGLITE_TEMPLATE';
/** The same directory with the demo seeded as well (seeding costs several CPU seconds more). */
export const PGLITE_SEEDED_TEMPLATE_VARIABLE = 'KEEPSAKE_TEST_PGLITE_SEEDED_TEMPLATE';

const templates = new Map<string, Blob | null>();

/** The data directory the file `file` holds (read once), or null when no file is named. */
function load(file: string | undefined): Blob | null {
  if (!file) return null;
  if (!templates.has(file)) templates.set(file, new Blob([readFileSync(file)]));
  return templates.get(file) ?? null;
}

/** The run's migrated PGlite data directory, or null when no global setup made one. */
export function pgliteTemplate(): Blob | null {
  return load(process.env[PGLITE_TEMPLATE_VARIABLE]);
}

/**
 * The run's migrated and seeded PGlite data directory, or null when no global setup made one.
 * The demo's files went into the run's test storage when it was seeded, so a copy of it serves.
 */
export function pgliteSeededTemplate(): Blob | null {
  return load(process.env[PGLITE_SEEDED_TEMPLATE_VARIABLE]);
}
