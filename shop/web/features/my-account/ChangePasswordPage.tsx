import { useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '../../api/my-account/update-password';
import { ApiError } from '../../api/client';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { BackToAccount } from './BackToAccount';
import { changePasswordSchema } from './validation';
import type { ChangePasswordForm } from './validation';
import styles from './my-account.module.css';

/** /my-account/change-password: a new password twice; other devices are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useUpdatePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', reTypePassword: '' },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : undefined);
  // The server repeats the client's rules; its 400 text is shown, other failures only stop.
  const serverError =
    change.error instanceof ApiError && change.error.status === 400 ? change.error.message : null;

  return (
    <Page title={t('routes.changePassword')} narrow>
      <BackToAccount />
      <form
        className={styles.card}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setChanged(false);
          change.mutate(values, {
            onSuccess: () => {
              setChanged(true);
              form.reset();
            },
          });
        })}
      >
        <TextField
          label={t('myAccount.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={FIELD_LIMITS.password}
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <TextField
          label={t('myAccount.repeatPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={FIELD_LIMITS.password}
          error={message(errors.reTypePassword?.message)}
          {...form.register('reTypePassword')}
        />
        {serverError && <Alert tone="error">{serverError}</Alert>}
        {changed && <Alert tone="success">{t('myAccount.passwordChanged')}</Alert>}
        <Button type="submit" block busy={change.isPending}>
          {t('myAccount.savePassword')}
        </Button>
      </form>
    </Page>
  );
}
