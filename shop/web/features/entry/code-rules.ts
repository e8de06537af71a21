import { tKey } from '../../i18n/keys';

/** Add-code submit needs at least 6 characters (docs/rules/purchase.md §9). */
export const MIN_CODE_TO_SUBMIT = 6;
/** Under My account the add-picture-set button waits for 5 (docs/rules/personalisation.md). */
export const MIN_CODE_TO_ADD_IN_ACCOUNT = 5;
/** The code field itself asks for at least 4 (docs/rules/purchase.md §5). */
const MIN_CODE_LENGTH = 4;

export function canSubmitCode(code: string, minimum = MIN_CODE_TO_SUBMIT): boolean {
  return code.trim().length >= minimum;
}

/**
 * The code field's message key, or null when it is fine: required, then at least 4.
 * Plain code rather than a zod schema, so the front page ships without zod.
 */
export function codeFieldError(code: string) {
  const length = code.trim().length;
  if (length === 0) return tKey('validation.required');
  if (length < MIN_CODE_LENGTH) return tKey('validation.tooShort');
  return null;
}
