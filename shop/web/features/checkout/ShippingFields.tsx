import type { ParseKeys } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../../../contract/checkout';
import { TextField } from '../../ui/TextField';
import { AddressAutocomplete } from './AddressAutocomplete';
import type { DeliveryFormValues } from './delivery-form';
import { zipAfterCity } from './delivery-form';
import styles from './checkout.module.css';

type Field = keyof DeliveryFormValues['deliveryAddress'];

/**
 * The recipient's address (postage): docs/rules/purchase.md §5 rules, §9 layout by country,
 * autocomplete.
 */
export function ShippingFields({
  form,
  options,
}: {
  form: UseFormReturn<DeliveryFormValues>;
  options: Checkout['options'];
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.deliveryAddress;
  const field = (name: Field, label: string, autoComplete: string) => {
    const key = errors?.[name]?.message;
    return (
      <TextField
        key={name}
        label={label}
        autoComplete={autoComplete}
        error={key ? t(key as ParseKeys, { defaultValue: key }) : undefined}
        {...form.register(`deliveryAddress.${name}`)}
      />
    );
  };
  const zipFirst = !zipAfterCity(options.country);
  const postal = options.hidePostalCode
    ? null
    : field(
        'postalCode',
        zipFirst ? t('checkout.postalCode') : t('checkout.zipCode'),
        'postal-code',
      );
  const state = options.gatherState ? field('state', t('checkout.state'), 'address-level1') : null;
  const set = (name: Field, value: string) =>
    form.setValue(`deliveryAddress.${name}`, value, { shouldValidate: true, shouldDirty: true });

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('checkout.recipient')}</legend>
      {field('name', t('checkout.name'), 'shipping name')}
      {options.useAddressAutocompleteService && (
        <AddressAutocomplete
          onResolved={(address) => {
            set('address', address.address1);
            set('address2', address.address2);
            set('postalCode', address.postalCode);
            set('city', address.city);
            if (address.state) set('state', address.state);
          }}
          onFailed={(message) => {
            for (const name of ['address', 'address2', 'postalCode', 'city'] as const)
              set(name, '');
            form.setError('deliveryAddress.address', { message });
          }}
        />
      )}
      {field('address', t('checkout.address'), 'shipping address-line1')}
      {options.gatherAddress2 &&
        field('address2', t('checkout.address2'), 'shipping address-line2')}
      {zipFirst ? (
        <div className={styles.row}>
          {postal}
          {field('city', t('checkout.city'), 'shipping address-level2')}
        </div>
      ) : (
        <>
          {field('city', t('checkout.city'), 'shipping address-level2')}
          <div className={styles.row}>
            {postal}
            {state}
          </div>
        </>
      )}
      {zipFirst && state}
    </fieldset>
  );
}
