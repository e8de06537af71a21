import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../contract/codes';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema';

/** A fresh access code: every symbol drawn by the system's cryptographic random source. */
export function randomAccessCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Gives each picture set one new code (stored normalised, as verification reads them). A code
 * that exists already is drawn again, so no two sets ever share one.
 */
export async function issueCodes(db: Db, setUuids: string[]): Promise<Map<string, string>> {
  const issued = new Map<string, string>();
  let waiting = setUuids;
  while (waiting.length > 0) {
    const rows = waiting.map((pictureSetUuid) => ({ code: randomAccessCode(), pictureSetUuid }));
    const added = new Set<string>();
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db
        .insert(accessCodes)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ code: accessCodes.code, set: accessCodes.pictureSetUuid });
      for (const row of inserted) {
        issued.set(row.set, row.code);
        added.add(row.set);
      }
    }
    waiting = waiting.filter((set) => !added.has(set));
  }
  return issued;
}
