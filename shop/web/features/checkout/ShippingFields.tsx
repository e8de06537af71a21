import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../../../contract/checkout';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import type { useValidateWhenLeft } from '../../lib/validate-when-left';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { AddressAutocomplete } from './AddressAutocomplete';
import type { DeliveryFormValues } from './delivery-form';
import { zipAfterCity } from './delivery-form';
import { SERVER_ERROR } from './checkout-types';
import { tKey } from '../../i18n/keys';
import styles from './checkout.module.css';

type Field = keyof DeliveryFormValues['deliveryAddress'];

/**
 * The recipient's address (postage): docs/rules/purchase.md §5 rules, §9 layout by country,
 * autocomplete.
 */
/** The longest text the server keeps, per address field. */
const limits: Record<Field, number> = {
  name: FIELD_LIMITS.name,
  address: FIELD_LIMITS.address,
  address2: FIELD_LIMITS.address,
  postalCode: FIELD_LIMITS.postalCode,
  city: FIELD_LIMITS.city,
  state: FIELD_LIMITS.state,
};

export function ShippingFields({
  form,
  field: register,
  options,
}: {
  form: UseFormReturn<DeliveryFormValues>;
  /** The form's fields registered to speak once changed and left. */
  field: ReturnType<typeof useValidateWhenLeft<DeliveryFormValues>>;
  options: Checkout['options'];
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.deliveryAddress;
  const message = (name: Field) => {
    const error = errors?.[name];
    if (error?.type === SERVER_ERROR) return error.message;
    const key = error?.message;
    return key ? t(key as ParseKeys, { defaultValue: key }) : undefined;
  };
  const field = (name: Field, label: string, autoComplete: string) => {
    return (
      <TextField
        key={name}
        label={label}
        autoComplete={autoComplete}
        error={message(name)}
        maxLength={limits[name]}
        {...register(`deliveryAddress.${name}`)}
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
  // A shop that lists its states offers them to choose from; otherwise the state is typed.
  const state = !options.gatherState ? null : options.states.length > 0 ? (
    <SelectField
      key="state"
      label={t('checkout.state')}
      placeholder={t('checkout.chooseState')}
      choices={options.states}
      autoComplete="shipping address-level1"
      error={message('state')}
      {...register('deliveryAddress.state')}
    />
  ) : (
    field('state', t('checkout.state'), 'address-level1')
  );
  // Two fields share a line; one alone (the postal code hidden) takes the whole width.
  const pair = (first: ReactNode, second: ReactNode) =>
    first && second ? (
      <div className={styles.row}>
        {first}
        {second}
      </div>
    ) : (
      (first ?? second)
    );
  const set = (name: Field, value: string) =>
    form.setValue(`deliveryAddress.${name}`, value, { shouldValidate: true, shouldDirty: true });
  const search = options.useAddressAutocompleteService && (
    <AddressAutocomplete
      onResolved={(address) => {
        // A place found by postal code or name has no street: the street the parent typed stays,
        // and an Address still empty stays quiet until the parent has typed in it and left.
        if (address.address1 !== '') {
          set('address', address.address1);
          set('address2', address.address2);
        }
        set('postalCode', address.postalCode);
        set('city', address.city);
        if (address.state) set('state', address.state);
      }}
      onFailed={() => {
        // What the lookup would have filled (postal code and city) is cleared and the postal code
        // says why; the street the parent typed stays. The fields are emptied without checking
        // them, or their 'This is required!' would land after this message and hide it.
        for (const name of ['postalCode', 'city'] as const)
          form.setValue(`deliveryAddress.${name}`, '', { shouldDirty: true });
        form.setError('deliveryAddress.postalCode', {
          message: tKey('validation.addressNotFound'),
        });
      }}
    />
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('checkout.recipient')}</legend>
      {field('name', t('checkout.name'), 'shipping name')}
      {field('address', t('checkout.address'), 'shipping address-line1')}
      {options.gatherAddress2 &&
        field('address2', t('checkout.address2'), 'shipping address-line2')}
      {search}
      {zipFirst ? (
        pair(postal, field('city', t('checkout.city'), 'shipping address-level2'))
      ) : (
        <>
          {field('city', t('checkout.city'), 'shipping address-level2')}
          {pair(postal, state)}
        </>
      )}
      {zipFirst && state}
    </fieldset>
  );
}
