import { useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { ParseKeys } from 'i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { checkResetCode } from '../../api/account/check-reset-code';
import { resetPassword } from '../../api/account/reset-password';
import { queryKeys } from '../../api/query-keys';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { resetPasswordMachine } from './reset-password-machine';
import { resetSchema, withoutSpaces } from './validation';
import type { ResetForm } from './validation';

/** /reset-password?resetcode=…: validate the key, choose a new password, back to the front page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [code] = useState(() => search.get('resetcode') ?? '');
  const [state, send] = useMachine(
    resetPasswordMachine.provide({
      actors: {
        checkCode: fromPromise(({ input }) => checkResetCode(input.code)),
        savePassword: fromPromise(async ({ input }) => {
          await resetPassword(input);
          void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        }),
      },
    }),
    { input: { code } },
  );
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isValid } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : undefined);
  // Strip spaces as the visitor types, keeping react-hook-form's own change handling.
  const field = (name: 'password' | 'repeat') => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = withoutSpaces(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  if (state.matches('validating'))
    return (
      <Page title={t('reset.title')} narrow>
        <p role="status">{t('reset.validating')}</p>
        <LoadingBlock label={t('reset.validating')} />
      </Page>
    );

  if (state.matches('invalid'))
    return (
      <Page title={t('reset.title')} narrow>
        <Alert tone="error">{t('reset.invalid')}</Alert>
        <ButtonLink to={paths.frontpage} variant="secondary">
          {t('routes.toFrontPage')}
        </ButtonLink>
      </Page>
    );

  return (
    <Page title={t('reset.title')} narrow>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          send({ type: 'SUBMIT', password: values.password }),
        )}
      >
        <TextField
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          maxLength={FIELD_LIMITS.password}
          error={message(errors.password?.message)}
          {...field('password')}
        />
        <TextField
          label={t('reset.repeat')}
          type="password"
          autoComplete="new-password"
          maxLength={FIELD_LIMITS.password}
          error={message(errors.repeat?.message)}
          {...field('repeat')}
        />
        {state.context.error && <Alert tone="error">{state.context.error}</Alert>}
        {state.context.failed && <Alert tone="error">{t('reset.failed')}</Alert>}
        <Button type="submit" block busy={state.matches('submitting')} disabled={!isValid}>
          {t('reset.submit')}
        </Button>
      </form>
      <Dialog
        closeLabel={t('common.close')}
        open={state.matches('done')}
        onClose={() => void navigate(paths.frontpage)}
        title={t('reset.title')}
        actions={<Button onClick={() => void navigate(paths.frontpage)}>{t('common.ok')}</Button>}
      >
        <p>{t('reset.success')}</p>
      </Dialog>
    </Page>
  );
}
