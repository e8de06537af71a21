import { useEffect } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { sendPasswordReminder } from '../../api/account/send-password-reminder';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { forgotPasswordMachine } from './forgot-password-machine';
import { emailSchema } from './validation';
import type { EmailForm } from './validation';

const machine = forgotPasswordMachine.provide({
  actors: { sendReminder: fromPromise(({ input }) => sendPasswordReminder(input.email)) },
});

interface Props {
  open: boolean;
  onClose: () => void;
  initialEmail: string;
}

/** Forgot password: e-mail, sending, then the server's message with Close. */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: Props) {
  const { t } = useTranslation();
  const [state, send] = useMachine(machine);
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailSchema),
    mode: 'onChange',
    values: { email: initialEmail },
  });

  useEffect(() => {
    if (!open) send({ type: 'RESET' });
  }, [open, send]);

  const fieldError = form.formState.errors.email?.message;
  const sending = state.matches('sending');

  if (state.matches('result')) {
    return (
      <Dialog
        closeLabel={t('common.close')}
        open={open}
        onClose={onClose}
        title={t('forgot.title')}
      >
        <Alert tone="success">{state.context.message}</Alert>
      </Dialog>
    );
  }

  return (
    <Dialog closeLabel={t('common.close')} open={open} onClose={onClose} title={t('forgot.title')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => send({ type: 'SEND', email: values.email }))}
      >
        <p>{t('forgot.intro')}</p>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          error={state.context.error ?? (fieldError ? t(fieldError as ParseKeys) : undefined)}
          {...form.register('email')}
        />
        {state.context.failed && <Alert tone="error">{t('forgot.failed')}</Alert>}
        {sending && <p role="status">{t('forgot.sending')}</p>}
        <div
          style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end', flexWrap: 'wrap' }}
        >
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={sending} disabled={!form.formState.isValid}>
            {t('forgot.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
