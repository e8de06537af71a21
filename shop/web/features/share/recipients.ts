import { z } from 'zod';
import { SHARE_MAX_RECIPIENTS } from '../../../contract/share';

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Only non-empty entries that pass e-mail validation are sent (docs/rules/personalisation.md §5),
 * each once.
 */
export function validRecipients(fields: string[]): string[] {
  const emails = fields.map((f) => f.trim()).filter((f) => f !== '' && isEmail(f));
  return [...new Set(emails.map((e) => e.toLowerCase()))];
}

/** A field shows an error once something that is not an e-mail address is typed. */
export function isInvalidEntry(value: string): boolean {
  return value.trim() !== '' && !isEmail(value.trim());
}

/** Fields are added one at a time: only when the last one holds an address, up to the limit. */
export function canAddRecipient(fields: string[]): boolean {
  const last = fields[fields.length - 1];
  return (
    fields.length < SHARE_MAX_RECIPIENTS &&
    (last === undefined || (last.trim() !== '' && !isInvalidEntry(last)))
  );
}
