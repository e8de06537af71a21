import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { MIN_CODE_TO_SUBMIT, canSubmitCode, codeFieldError } from './code-rules';
import styles from './entry.module.css';

interface CodeFormProps {
  submitLabel: string;
  busy: boolean;
  /** The server's error or errorMessage, shown under the field. */
  serverError: string | null;
  onSubmit: (code: string) => void;
  /** Characters the button waits for: 6 by default, 5 on My account's add-picture-set page. */
  minimumToSubmit?: number;
}

/**
 * The code a link brought (`/?code=XXXX-XXXX-XXXX`, the QR code of a code letter), to fill the
 * field with. Only filled in, never sent: the parent still taps the button, so a link preview
 * or prefetch that opens the address uses nobody's code.
 */
export function codeFromLink(search: string): string {
  const code = new URLSearchParams(search).get('code') ?? '';
  return code.trim().slice(0, FIELD_LIMITS.code);
}

/**
 * The access-code field: submit waits for 6 characters (or the caller's minimum), the server's
 * error shows under it.
 * A plain controlled form (it ships with the front page): the field's own message shows once
 * it has been changed and left, or submitted, then follows the typing. The server's refusal
 * belongs to the code that was sent: it shows only while the field still holds that code.
 */
export function CodeForm({
  submitLabel,
  busy,
  serverError,
  onSubmit,
  minimumToSubmit = MIN_CODE_TO_SUBMIT,
}: CodeFormProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(() => codeFromLink(search));
  const [changed, setChanged] = useState(false);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const fieldError = touched ? codeFieldError(code) : null;
  const refusal = serverError !== null && code.trim() === sent ? serverError : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (codeFieldError(code)) {
      setTouched(true);
      input.current?.focus();
      return;
    }
    setSent(code.trim());
    onSubmit(code.trim());
  };

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        ref={input}
        name="code"
        label={t('entry.codeLabel')}
        helper={t('entry.codeHelp')}
        error={refusal ?? (fieldError ? t(fieldError) : undefined)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={FIELD_LIMITS.code}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setChanged(true);
        }}
        onBlur={() => setTouched((was) => was || changed)}
      />
      <div className={styles.actions}>
        <Button type="submit" block busy={busy} disabled={!canSubmitCode(code, minimumToSubmit)}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
