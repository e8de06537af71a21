import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOption } from '../../../contract/checkout';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import type { PaymentDataInput } from './checkout-types';
import { TestPaymentsBanner } from './TestPaymentsBanner';
import { Choice } from './Choice';
import styles from './checkout.module.css';

interface Props {
  options: PaymentOption[] | null;
  selected: string | null;
  initial: PaymentDataInput;
  mobilePhone: string;
  /** The server's refusal of a field when the step was last continued. */
  fieldError?: { field: 'pid' | 'mobilePhone'; message: string } | null;
  /** The form is being checked: Continue waits. */
  busy?: boolean;
  onSelect: (uuid: string) => void;
  onChosen: (payment: PaymentDataInput) => void;
}

/** Step 2: the payment options (skeletons while they load) and the option's own form. */
export function PaymentStep({
  options,
  selected,
  initial,
  mobilePhone,
  fieldError = null,
  busy = false,
  onSelect,
  onChosen,
}: Props) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(initial.mobilePhone ?? mobilePhone);
  const [pid, setPid] = useState(initial.pid ?? '');
  const [touched, setTouched] = useState(false);
  // The server's message stays on its field until the parent changes that field.
  const [dismissed, setDismissed] = useState<Props['fieldError']>(null);
  const serverError = (field: 'pid' | 'mobilePhone') =>
    fieldError && fieldError !== dismissed && fieldError.field === field
      ? fieldError.message
      : undefined;
  if (options === null) {
    return (
      <div className={styles.stepBody} aria-busy="true" aria-label={t('checkout.loadingOptions')}>
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </div>
    );
  }
  const option = options.find((o) => o.uuid === selected);
  const phoneMissing = option?.verifyMobile === true && phone.trim() === '';
  const pidMissing = option?.requirePersonNo === true && pid.trim() === '';
  const required = (missing: boolean) =>
    touched && missing ? t('validation.required') : undefined;

  return (
    <form
      noValidate
      className={styles.stepBody}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!option || phoneMissing || pidMissing || busy) return;
        onChosen({
          mobilePhone: option.verifyMobile ? phone.trim() : null,
          pid: option.requirePersonNo ? pid.trim() : null,
        });
      }}
    >
      <div role="radiogroup" aria-label={t('checkout.paymentStep')}>
        {options.map((o) => (
          <Choice
            key={o.uuid}
            group="payment"
            checked={selected === o.uuid}
            onChoose={() => onSelect(o.uuid)}
            title={o.mobileTitle || o.title}
          >
            <span>{o.mobileDescription || o.description}</span>
            <TestPaymentsBanner provider={o.provider} />
          </Choice>
        ))}
      </div>
      {option?.verifyMobile && (
        <TextField
          label={t('checkout.mobilePhone')}
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={FIELD_LIMITS.paymentField}
          error={required(phoneMissing) ?? serverError('mobilePhone')}
          onChange={(event) => {
            setPhone(event.target.value);
            if (fieldError?.field === 'mobilePhone') setDismissed(fieldError);
          }}
        />
      )}
      {option?.requirePersonNo && (
        <TextField
          label={t('checkout.pid')}
          inputMode="numeric"
          autoComplete="off"
          value={pid}
          maxLength={FIELD_LIMITS.paymentField}
          error={required(pidMissing) ?? serverError('pid')}
          onChange={(event) => {
            setPid(event.target.value);
            if (fieldError?.field === 'pid') setDismissed(fieldError);
          }}
        />
      )}
      <Button
        type="submit"
        block
        disabled={!option || phoneMissing || pidMissing || busy}
        aria-busy={busy || undefined}
      >
        {t('checkout.continue')}
      </Button>
    </form>
  );
}
