import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Checkout, PickupLocation } from '../../../contract/checkout';
import type { PickedDelivery } from '../../api/checkout/priced-delivery';
import type { Money } from '../../../contract/money';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useFormat } from '../../i18n/useFormat';
import { useValidateWhenLeft } from '../../lib/validate-when-left';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { singleDeliveryOption } from './checkout-machine';
import {
  chargedDelivery,
  SERVER_ERROR,
  type DeliveryChoice,
  type DeliveryFieldError,
} from './checkout-types';
import { deliveryFormSchema, type DeliveryFormValues } from './delivery-form';
import { ShippingFields } from './ShippingFields';
import { Choice } from './Choice';
import styles from './checkout.module.css';

interface Props {
  checkout: Checkout;
  chosen: DeliveryChoice | null;
  /** The cart gets free delivery: each price reads as charged, Free. */
  freeDelivery?: boolean;
  /** A field Buy now refused (the state): its message shows on that field. */
  fieldError?: DeliveryFieldError | null;
  onChosen: (choice: DeliveryChoice) => void;
  /**
   * The option (and pickup location) picked so far, each time it changes; null while the pick
   * is not whole (a store pickup without its store).
   */
  onPicked?: (picked: PickedDelivery | null) => void;
  /** Shown above Continue: the phone's summary of what the pick costs. */
  summary?: ReactNode;
}

/**
 * Pickup locations by store (the server tags each with its store's key): the store's name and
 * address once, then its standard and express variants.
 */
function pickupStores(locations: readonly PickupLocation[]) {
  const stores = new Map<
    string,
    { key: string; name: string; address: string; locations: PickupLocation[] }
  >();
  for (const l of locations) {
    const key = l.group ?? l.uuid;
    const store = stores.get(key) ?? {
      key,
      name: l.pickupname,
      address: `${l.pickupaddress1}, ${l.pickuppostalcode} ${l.pickupcity}`,
      locations: [],
    };
    // The standard variant names the store (the express one may carry an '(express)' suffix).
    if (!l.express) store.name = l.pickupname;
    store.locations.push(l);
    stores.set(key, store);
  }
  return [...stores.values()];
}

const blankAddress = { name: '', address: '', address2: '', postalCode: '', city: '', state: '' };

/** Step 1: a delivery method's option (and pickup location), then its form. */
export function DeliveryStep({
  checkout,
  chosen,
  freeDelivery = false,
  fieldError = null,
  onChosen,
  onPicked,
  summary,
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = (money: Money) => format.money(chargedDelivery(money, freeDelivery));
  const [optionUuid, setOptionUuid] = useState(
    chosen?.optionUuid ?? singleDeliveryOption(checkout),
  );
  const method = checkout.deliveryOptions.find((m) =>
    m.deliveryOptions.some((o) => o.uuid === optionUuid),
  );
  const pickupHeading = useId();
  const [pickup, setPickup] = useState<string | null>(chosen?.pickupLocationUuid ?? null);
  const shipped = method?.type === 'postage';
  const { user } = checkout;
  const schema = deliveryFormSchema(checkout.options, shipped);
  const form = useForm<DeliveryFormValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: {
      contactInfo: chosen?.data.contactInfo ?? { name: user.name, emailAddress: user.emailAddress },
      deliveryAddress: chosen?.data.deliveryAddress
        ? { ...blankAddress, ...chosen.data.deliveryAddress }
        : {
            ...blankAddress,
            name: user.name,
            address: user.address.address,
            address2: user.address.address2,
            postalCode: user.address.postalCode,
            city: user.address.city,
            state: user.address.state,
          },
    },
  });
  const field = useValidateWhenLeft(form);
  // The server's refusal goes on the field it names, which takes the focus; the next change of
  // the field checks it again and the message goes.
  useEffect(() => {
    if (!fieldError || !shipped) return;
    form.setError(
      `deliveryAddress.${fieldError.field}`,
      { type: SERVER_ERROR, message: fieldError.message },
      { shouldFocus: true },
    );
  }, [fieldError, shipped, form]);
  // Whether Continue can be tapped, by the chosen method's rules, without showing any message:
  // picking a method never turns a field red (each field speaks once changed and left).
  const complete = schema.safeParse(form.watch()).success;
  const errors = form.formState.errors.contactInfo;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : undefined);
  const needsPickup = (method?.pickupLocations.length ?? 0) > 0;
  const ready = method !== undefined && (!needsPickup || pickup !== null) && complete;
  const pickedWhole =
    method !== undefined && optionUuid !== null && (!needsPickup || pickup !== null);
  // The summary follows each pick at once, not only once Continue is pressed.
  useEffect(() => {
    onPicked?.(
      pickedWhole && optionUuid !== null
        ? { optionUuid, pickupLocationUuid: needsPickup ? pickup : null }
        : null,
    );
  }, [onPicked, pickedWhole, optionUuid, needsPickup, pickup]);

  return (
    <form
      noValidate
      className={styles.stepBody}
      onSubmit={form.handleSubmit((values) => {
        if (!optionUuid || !method) return;
        onChosen({
          optionUuid,
          pickupLocationUuid: needsPickup ? pickup : null,
          data: {
            contactInfo: values.contactInfo,
            deliveryAddress: shipped ? { ...blankAddress, ...values.deliveryAddress } : null,
          },
        });
      })}
    >
      {checkout.deliveryOptions.map((m) => (
        <fieldset key={m.type} className={styles.fieldset}>
          <legend>{m.name}</legend>
          {m.deliveryOptions.map((o) => (
            <Choice
              key={o.uuid}
              group="delivery"
              checked={optionUuid === o.uuid}
              onChoose={() => {
                setOptionUuid(o.uuid);
                setPickup(null);
              }}
              title={o.name}
              // With pickup locations the price is the location's, shown once there.
              price={m.pickupLocations.length === 0 ? price(o.price) : undefined}
            >
              <span>{o.description}</span>
              {m.type === 'postage' && o.deliverytime > 0 && (
                <span>{t('checkout.businessDays', { count: o.deliverytime })}</span>
              )}
            </Choice>
          ))}
          {optionUuid !== null && m === method && needsPickup && (
            <div role="radiogroup" aria-labelledby={pickupHeading}>
              <h3 id={pickupHeading} className={styles.pickupHeading}>
                {t('checkout.pickupLocation')}
              </h3>
              {pickupStores(m.pickupLocations).map((store) => (
                <div
                  key={store.key}
                  role="group"
                  aria-label={store.name}
                  className={styles.pickupStore}
                >
                  <p className={styles.choiceText}>
                    <strong>{store.name}</strong>
                    <span>{store.address}</span>
                  </p>
                  {store.locations.map((l) => (
                    <Choice
                      key={l.uuid}
                      group="pickup"
                      checked={pickup === l.uuid}
                      onChoose={() => setPickup(l.uuid)}
                      title={l.express ? t('checkout.pickupExpress') : t('checkout.pickupStandard')}
                      price={price(l.price)}
                    >
                      <span>{l.deliveryTime.string}</span>
                    </Choice>
                  ))}
                </div>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      {method && (
        <fieldset className={styles.fieldset}>
          <legend>{t('checkout.contact')}</legend>
          <TextField
            label={t('checkout.name')}
            autoComplete="name"
            error={message(errors?.name?.message)}
            maxLength={FIELD_LIMITS.name}
            {...field('contactInfo.name')}
          />
          <TextField
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            error={message(errors?.emailAddress?.message)}
            maxLength={FIELD_LIMITS.email}
            {...field('contactInfo.emailAddress')}
          />
        </fieldset>
      )}
      {shipped && <ShippingFields form={form} field={field} options={checkout.options} />}
      {summary}
      <Button type="submit" block disabled={!ready}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
}
