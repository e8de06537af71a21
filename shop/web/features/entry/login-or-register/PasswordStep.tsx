import { useState } from 'react';
import { FIELD_LIMITS } from '../../../../contract/field-limits';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { EntryActions } from '../EntryActions';
import { ForgotPasswordDialog } from '../ForgotPasswordDialog';
import { loginPasswordSchema } from '../validation';
import type { LoginPasswordForm } from '../validation';
import styles from '../entry.module.css';

interface Props {
  email: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onBack: () => void;
}

/** Welcome back: the password of the existing account; the login error shows under it. */
export function PasswordStep({ email, busy, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const [forgotOpen, setForgotOpen] = useState(false);
  useDocumentTitle(t('login.welcomeBack'));
  const form = useForm<LoginPasswordForm>({
    resolver: zodResolver(loginPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const fieldError = form.formState.errors.password?.message;

  return (
    <div className={styles.wrap}>
      <section className={styles.card}>
        <h1>{t('login.welcomeBack')}</h1>
        <p className={styles.intro}>{t('login.welcomeText')}</p>
        <p className={styles.email}>{email}</p>
        <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.password))}>
          {/* Lets password managers pair the password with the account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            maxLength={FIELD_LIMITS.password}
            error={error ?? (fieldError ? t(fieldError as ParseKeys) : undefined)}
            {...form.register('password')}
          />
          <EntryActions
            submit={t('login.submit')}
            busy={busy}
            disabled={!form.formState.isValid}
            onForgot={() => setForgotOpen(true)}
            onBack={onBack}
          />
        </form>
      </section>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={email}
      />
    </div>
  );
}
