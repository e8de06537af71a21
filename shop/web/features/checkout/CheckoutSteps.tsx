import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import type { PickedDelivery } from '../../api/checkout/priced-delivery';
import type { CheckoutEvent, checkoutMachine } from './checkout-machine';
import { chargedDelivery } from './checkout-types';
import { ConfirmStep } from './ConfirmStep';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { StepHeading } from './StepHeading';
import styles from './checkout.module.css';

interface Props {
  state: SnapshotFrom<typeof checkoutMachine>;
  send: (event: CheckoutEvent) => void;
  /** The delivery step's pick, before Continue (for the summary that follows it). */
  onDeliveryPicked?: (picked: PickedDelivery | null) => void;
  /** Shown in the delivery step above Continue. */
  deliverySummary?: ReactNode;
}

/** The three steps; a chosen step collapses into a summary with an edit button. */
export function CheckoutSteps({ state, send, onDeliveryPicked, deliverySummary }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const ctx = state.context;
  const { checkout, cart } = ctx;
  if (!checkout || !cart) return null;
  const at = (step: 'selectDeliveryOption' | 'selectPaymentOption' | 'confirmOrder') =>
    state.matches({ ready: { steps: step } });
  const inDelivery = at('selectDeliveryOption');
  const settingPayment = state.matches({ ready: { steps: 'settingPaymentOption' } });
  const inPayment =
    at('selectPaymentOption') ||
    settingPayment ||
    state.matches({ ready: { steps: 'loadingPaymentOptions' } });
  const confirming =
    at('confirmOrder') ||
    state.matches({ ready: { steps: 'creatingTransaction' } }) ||
    state.matches({ ready: { steps: 'paying' } });
  const option = checkout.deliveryOptions
    .flatMap((m) => m.deliveryOptions.map((o) => ({ method: m, option: o })))
    .find((x) => x.option.uuid === ctx.delivery?.optionUuid);
  const pickup = option?.method.pickupLocations.find(
    (l) => l.uuid === ctx.delivery?.pickupLocationUuid,
  );
  const payment = ctx.paymentOptions?.find((o) => o.uuid === ctx.paymentOptionUuid);
  const address = ctx.delivery?.data.deliveryAddress;

  return (
    <div className={styles.steps}>
      <section className={styles.step}>
        <StepHeading
          number={1}
          title={t('checkout.deliveryStep')}
          onEdit={!inDelivery && ctx.delivery ? () => send({ type: 'EDIT_DELIVERY' }) : undefined}
        />
        {inDelivery ? (
          <>
            {ctx.error && <Alert tone="error">{ctx.error}</Alert>}
            <DeliveryStep
              checkout={checkout}
              chosen={ctx.delivery}
              fieldError={ctx.deliveryFieldError}
              freeDelivery={cart.summary.freeDelivery === true}
              onChosen={(d) => send({ type: 'DELIVERY_CHOSEN', delivery: d })}
              onPicked={onDeliveryPicked}
              summary={deliverySummary}
            />
          </>
        ) : (
          option && (
            <p className={styles.collapsed}>
              <strong>
                {option.option.name} ·{' '}
                {format.money(
                  chargedDelivery(
                    pickup?.price ?? option.option.price,
                    cart.summary.freeDelivery === true,
                  ),
                )}
              </strong>
              {pickup && <span>{pickup.pickupname}</span>}
              {address && (
                <span>{`${address.name}, ${address.address}, ${address.postalCode ?? ''} ${address.city}`}</span>
              )}
            </p>
          )
        )}
      </section>
      <section className={styles.step}>
        <StepHeading
          number={2}
          title={t('checkout.paymentStep')}
          disabled={inDelivery}
          onEdit={confirming ? () => send({ type: 'EDIT_PAYMENT' }) : undefined}
        />
        {inPayment && (
          <>
            {ctx.error && <Alert tone="error">{ctx.error}</Alert>}
            <PaymentStep
              options={ctx.paymentOptions}
              selected={ctx.paymentOptionUuid}
              initial={ctx.payment}
              mobilePhone={checkout.user.mobilePhone}
              fieldError={ctx.paymentFieldError}
              busy={settingPayment}
              onSelect={(uuid) => send({ type: 'SELECT_PAYMENT', uuid })}
              onChosen={(p) => send({ type: 'PAYMENT_CHOSEN', payment: p })}
            />
          </>
        )}
        {confirming && payment && (
          <p className={styles.collapsed}>
            <strong>{payment.mobileTitle || payment.title}</strong>
          </p>
        )}
      </section>
      <section className={styles.step}>
        <StepHeading number={3} title={t('checkout.summaryStep')} disabled={!confirming} />
        {confirming && (
          <ConfirmStep
            checkout={checkout}
            cart={cart}
            accepted={ctx.termsAccepted}
            comment={ctx.comment}
            canBuy={ctx.delivery !== null && ctx.paymentOptionUuid !== null && ctx.termsAccepted}
            busy={!at('confirmOrder')}
            error={ctx.transactionError}
            totalChanged={ctx.totalChanged}
            onAccept={(accepted) => send({ type: 'TOGGLE_TERMS', accepted })}
            onComment={(comment) => send({ type: 'SET_COMMENT', comment })}
            onBuy={() => send({ type: 'BUY' })}
          />
        )}
      </section>
    </div>
  );
}
