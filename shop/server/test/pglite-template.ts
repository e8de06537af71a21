import { readFileSync } from 'node:fs';

/**
 * The variable naming a migrated PGlite data directory (a tarball from PGlite's dumpDataDir),
 * written once per test run by test/pglite-template-setup.ts. Creating a PGlite cluster runs
 * initdb inside WebAssembly, several CPU seconds per database; loading a copy takes about one.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'KEEPSAKE_TEST_PGLITE_TEMPLATE';

let template: Blob | null | undefined;

/** The run's migrated PGlite data directory, or null when no global setup made one. */
export function pgliteTemplate(): Blob | null {
  if (template === undefined) {
    const file = process.env[PGLITE_TEMPLATE_VARIABLE];
    template = file ? new Blob([readFileSync(file)]) : null;
  }
  return template;
}
