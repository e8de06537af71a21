import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { canSubmitCode, codeSchema } from './validation';
import type { CodeForm as CodeFormValues } from './validation';
import styles from './entry.module.css';

interface CodeFormProps {
  submitLabel: string;
  busy: boolean;
  /** The server's error or errorMessage, shown under the field. */
  serverError: string | null;
  onSubmit: (code: string) => void;
}

/** The access-code field: submit waits for 6 characters, the server's error shows under it. */
export function CodeForm({ submitLabel, busy, serverError, onSubmit }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<CodeFormValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const fieldError = form.formState.errors.code?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.code.trim()))}>
      <TextField
        label={t('entry.codeLabel')}
        helper={t('entry.codeHelp')}
        error={serverError ?? (fieldError ? t(fieldError as ParseKeys) : undefined)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.register('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" block busy={busy} disabled={!canSubmitCode(code)}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
