import { useForm } from 'react-hook-form';
import { FIELD_LIMITS } from '../../../../contract/field-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { EntryActions } from '../EntryActions';
import { emailSchema } from '../validation';
import type { EmailForm } from '../validation';
import styles from '../entry.module.css';

interface Props {
  subjectName: string | null;
  initialEmail: string;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

/** 'Code validated': the e-mail that reaches the subject's photos. */
export function EmailStep({ subjectName, initialEmail, busy, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(t('login.codeValidated'));
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailSchema),
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });
  const fieldError = form.formState.errors.email?.message;

  return (
    <div className={styles.wrap}>
      <section className={styles.card}>
        <h1>{t('login.codeValidated')}</h1>
        <p className={styles.intro}>
          {subjectName
            ? t('login.emailIntro', { subject: subjectName })
            : t('login.emailIntroPlain')}
        </p>
        <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email))}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            maxLength={FIELD_LIMITS.email}
            error={error ?? (fieldError ? t(fieldError as ParseKeys) : undefined)}
            {...form.register('email')}
          />
          <EntryActions
            submit={t('common.continue')}
            busy={busy}
            disabled={!form.formState.isValid}
            onBack={onBack}
          />
        </form>
      </section>
    </div>
  );
}
