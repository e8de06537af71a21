import { useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useLogin } from '../../api/session/login';
import { paths } from '../../lib/paths';
import { takeReferrer } from '../../lib/referrer';
import { useDocumentTitle } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { EntryActions } from './EntryActions';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { signInSchema } from './validation';
import type { SignInForm } from './validation';
import styles from './entry.module.css';

/** '/#login': sign in, then the saved referrer or the packages route. */
export function SignInPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  useDocumentTitle(t('login.heading'));
  const { errors, isValid } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : undefined);
  const loginError =
    login.error instanceof ApiError
      ? login.error.message
      : login.error
        ? t('common.loadFailed')
        : null;

  const submit = form.handleSubmit((values) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => void navigate(takeReferrer(), { replace: true }) },
    ),
  );

  return (
    <div className={styles.wrap}>
      <section className={styles.card}>
        <h1>{t('login.heading')}</h1>
        <form noValidate onSubmit={submit}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            error={message(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            maxLength={FIELD_LIMITS.password}
            error={loginError ?? message(errors.password?.message)}
            {...form.register('password')}
          />
          <EntryActions
            submit={t('login.submit')}
            busy={login.isPending}
            disabled={!isValid}
            onForgot={() => setForgotOpen(true)}
            onBack={() => void navigate(paths.frontpage)}
          />
        </form>
      </section>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={form.getValues('email').trim()}
      />
    </div>
  );
}
