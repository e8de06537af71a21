import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '../../../../contract/field-limits';
import { useShopSettings } from '../../../api/shop/get-shop-settings';
import { Checkbox } from '../../../ui/Checkbox';
import { Dialog } from '../../../ui/Dialog';
import { MultilineText } from '../../../ui/MultilineText';
import { useDocumentTitle } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { useValidateWhenLeft } from '../../../lib/validate-when-left';
import { EntryActions } from '../EntryActions';
import { registerSchema } from '../validation';
import type { RegisterForm } from '../validation';
import styles from '../entry.module.css';

interface Props {
  email: string;
  busy: boolean;
  /** The server's error, shown below the form; `errorFields` are flagged. */
  error: string | null;
  errorFields: string[];
  onSubmit: (form: RegisterForm) => void;
  onBack: () => void;
}

/** 'Create a free user account' for an e-mail without an account. */
export function RegisterStep({ email, busy, error, errorFields, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const { data: settings } = useShopSettings();
  const [termsOpen, setTermsOpen] = useState(false);
  useDocumentTitle(t('register.heading'));
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    defaultValues: { mobile: '', password: '', acceptmail: false },
    values: settings
      ? { mobile: '', password: '', acceptmail: settings.options.acceptMailDefaultOn }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const field = useValidateWhenLeft(form);
  const { errors, isValid } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : undefined);
  const flagged = (field: string) => errorFields.includes(field);
  const showAcceptMail = !settings?.options.disableAcceptMailOptionWhenRegisteringUser;

  return (
    <div className={styles.wrap}>
      <section className={styles.card}>
        <h1>{t('register.heading')}</h1>
        <p className={styles.intro}>{t('register.intro')}</p>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            readOnly
            invalid={flagged('email')}
          />
          <TextField
            label={t('register.mobile')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            autoFocus
            error={message(errors.mobile?.message)}
            invalid={flagged('mobile')}
            maxLength={FIELD_LIMITS.phone}
            {...field('mobile')}
          />
          <TextField
            label={t('register.password')}
            type="password"
            autoComplete="new-password"
            helper={t('register.passwordHelp')}
            error={message(errors.password?.message)}
            invalid={flagged('password') || flagged('confirm_password')}
            maxLength={FIELD_LIMITS.password}
            {...field('password')}
          />
          {showAcceptMail && (
            <Checkbox label={t('register.acceptMail')} {...form.register('acceptmail')} />
          )}
          <p className={styles.terms}>
            {t('register.termsPrefix')}{' '}
            <button type="button" className={styles.inlineLink} onClick={() => setTermsOpen(true)}>
              {t('register.termsLink')}
            </button>
            .
          </p>
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <EntryActions
            submit={t('register.submit')}
            busy={busy}
            disabled={!isValid}
            onBack={onBack}
          />
        </form>
      </section>
      <Dialog
        closeLabel={t('common.close')}
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        title={t('register.termsTitle')}
      >
        <MultilineText text={settings?.terms.termsOfService ?? ''} />
      </Dialog>
    </div>
  );
}
