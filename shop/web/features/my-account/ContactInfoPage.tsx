import { useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUpdateUserInfo } from '../../api/my-account/update-user-info';
import { ApiError } from '../../api/client';
import { useUser } from '../../api/session/get-user';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { BackToAccount } from './BackToAccount';
import { contactInfoSchema } from './validation';
import type { ContactInfoForm } from './validation';
import styles from './my-account.module.css';

/** Fields the server flagged, from a 400 `{ error, data: [fields] }`. */
function flaggedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const data = (error.body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter((f): f is string => typeof f === 'string') : [];
}

/** The longest text the server keeps in each field (it refuses longer). */
const limits: Record<keyof ContactInfoForm, number> = {
  name: FIELD_LIMITS.name,
  address: FIELD_LIMITS.address,
  address2: FIELD_LIMITS.address,
  postal_code: FIELD_LIMITS.postalCode,
  city: FIELD_LIMITS.city,
  mobile: FIELD_LIMITS.phone,
};

/** /my-account/contact-info: name, address, postal code, city and mobile, prefilled. */
export function ContactInfoPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { data: settings } = useShopSettings();
  const save = useUpdateUserInfo();
  const [saved, setSaved] = useState(false);
  const country = settings?.country ?? 'NO';
  const form = useForm<ContactInfoForm>({
    resolver: zodResolver(contactInfoSchema(country)),
    mode: 'onTouched',
    values: user
      ? {
          name: user.name,
          address: user.address.address,
          address2: user.address.address2,
          postal_code: user.address.postalCode,
          city: user.address.city,
          mobile: user.mobilePhone,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const flagged = flaggedFields(save.error);
  const message = (field: keyof ContactInfoForm) => {
    const key = errors[field]?.message;
    if (key) return t(key as ParseKeys);
    // A server check (the mobile) failed: its text goes under the field it names.
    return flagged.includes(field) && save.error ? save.error.message : undefined;
  };
  const field = (name: keyof ContactInfoForm, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={limits[name]}
      error={message(name)}
      {...form.register(name)}
    />
  );

  if (!user || !settings)
    return (
      <Page title={t('routes.contactInfo')} narrow>
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );

  return (
    <Page title={t('routes.contactInfo')} narrow>
      <BackToAccount />
      <form
        className={styles.card}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSaved(false);
          save.mutate(
            { ...values, address2: settings.options.gatherAddress2 ? values.address2 : '' },
            { onSuccess: () => setSaved(true) },
          );
        })}
      >
        {field('name', t('myAccount.name'), 'name')}
        {field('address', t('myAccount.address'), 'address-line1')}
        {settings.options.gatherAddress2 &&
          field('address2', t('myAccount.address2'), 'address-line2')}
        <div className={styles.row}>
          {field('postal_code', t('myAccount.postalCode'), 'postal-code')}
          {field('city', t('myAccount.city'), 'address-level2')}
        </div>
        <TextField
          label={t('myAccount.mobile')}
          type="tel"
          autoComplete="tel"
          maxLength={limits.mobile}
          error={message('mobile')}
          {...form.register('mobile')}
        />
        {saved && <Alert tone="success">{t('myAccount.contactSaved')}</Alert>}
        <Button type="submit" block busy={save.isPending}>
          {t('myAccount.save')}
        </Button>
      </form>
    </Page>
  );
}
