import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { createCheckout } from '../../api/checkout/create-checkout';
import { createTransaction } from '../../api/checkout/create-transaction';
import {
  checkPaymentData,
  fetchPaymentOptions,
  setPaymentOption,
} from '../../api/checkout/payment-options';
import { useVerifyRebateCode } from '../../api/checkout/verify-rebate-code';
import { type PickedDelivery, usePricedDelivery } from '../../api/checkout/priced-delivery';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useLayoutMode } from '../../ui/layout-mode';
import { Page } from '../../ui/Page';
import { WithSideColumn } from '../../ui/SideColumn';
import { Skeleton } from '../../ui/Skeleton';
import { checkoutMachine, TotalChangedError } from './checkout-machine';
import type { TransactionInput } from './checkout-types';
import { CartSummary } from './CartSummary';
import { CheckoutSteps } from './CheckoutSteps';
import { UpsellDialog } from './UpsellDialog';
import { VoucherDialog } from '../../components/voucher-dialog/VoucherDialog';
import { SummaryLines } from '../../components/order-summary/OrderSummary';
import styles from './checkout.module.css';

const machine = checkoutMachine.provide({
  actors: {
    createCheckout: fromPromise(() => createCheckout()),
    fetchPaymentOptions: fromPromise(({ input }) =>
      fetchPaymentOptions(input.checkoutUuid, input.deliveryUuid, input.pickupLocationUuid),
    ),
    setPaymentOption: fromPromise(async ({ input }) => {
      await checkPaymentData(input.checkoutUuid, input.paymentUuid, input.payment);
      return setPaymentOption(
        input.checkoutUuid,
        input.deliveryUuid,
        input.paymentUuid,
        input.pickupLocationUuid,
      );
    }),
    createTransaction: fromPromise(async ({ input }: { input: TransactionInput }) => {
      try {
        return await createTransaction(input.checkoutUuid, {
          deliveryOptionUuid: input.delivery.optionUuid,
          paymentOptionUuid: input.paymentOptionUuid,
          deliveryOptionData: {
            ...input.delivery.data,
            pickupLocationUuid: input.delivery.pickupLocationUuid,
          },
          paymentOptionData: input.payment,
          client: 'mobile',
          comment: input.comment,
          total: input.total,
        });
      } catch (error) {
        // 409: the cart may have changed in another tab; show its new total before buying.
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        const cart = await setPaymentOption(
          input.checkoutUuid,
          input.delivery.optionUuid,
          input.paymentOptionUuid,
          input.delivery.pickupLocationUuid,
        ).catch(() => null);
        if (cart && cart.summary.totalPrice.amount !== input.total)
          throw new TotalChangedError(cart);
        throw error;
      }
    }),
  },
});

/** /shopping-cart/checkout: the three steps, upsell popups, then the payment page. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, send] = useMachine(machine);
  const { checkout, cart, upsellIndex, transaction } = state.context;
  const [voucherOpen, setVoucherOpen] = useState(false);
  const voucher = useVerifyRebateCode(checkout?.checkoutUuid ?? '');
  const paying = state.matches({ ready: { steps: 'paying' } });
  const { desktop } = useLayoutMode();
  const [picked, setPicked] = useState<PickedDelivery | null>(null);
  const inDelivery = state.matches({ ready: { steps: 'selectDeliveryOption' } });
  // In the delivery step the summary shows the cart priced with the delivery just picked.
  const priced = usePricedDelivery(checkout?.checkoutUuid ?? '', inDelivery ? picked : null, cart);

  useEffect(() => {
    if (paying && transaction)
      void navigate(`/m/shopping-cart/checkout/payment/${transaction.uuid}`);
  }, [paying, transaction, navigate]);

  const upsell = useMemo(
    () =>
      state.matches({ ready: { upsell: 'showing' } })
        ? checkout?.upsaleList[upsellIndex]
        : undefined,
    [state, checkout, upsellIndex],
  );

  if (state.matches('failed')) {
    const error = state.context.error ?? '';
    // A cart without product lines goes to the product list.
    if (state.context.errorCode === 'cart-empty')
      return <Navigate to={paths['products.list']} replace />;
    return (
      <Page title={t('checkout.title')}>
        <Alert tone="error">{error}</Alert>
      </Page>
    );
  }
  if (!checkout || !cart) {
    return (
      <Page title={t('checkout.title')}>
        <div className={styles.steps} aria-busy="true" aria-label={t('checkout.loadingOptions')}>
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('checkout.title')}>
      <WithSideColumn
        side={
          // The desktop layout keeps what is being bought in view beside the steps.
          desktop && (
            <aside className={styles.aside} aria-busy={priced.pending}>
              <h2 className={styles.asideTitle}>{t('checkout.summary')}</h2>
              <CartSummary cart={priced.cart ?? cart} />
            </aside>
          )
        }
      >
        <div>
          <CheckoutSteps
            state={state}
            send={send}
            onDeliveryPicked={setPicked}
            deliverySummary={
              // The phone has no column beside the steps: what the pick costs, above Continue.
              !desktop && (
                <section
                  className={styles.summary}
                  aria-label={t('checkout.summary')}
                  aria-busy={priced.pending}
                >
                  <SummaryLines lines={(priced.cart ?? cart).summary.lines} />
                </section>
              )
            }
          />
          {checkout.hasActiveRebateCampaigns && (
            <Button variant="text" onClick={() => setVoucherOpen(true)}>
              {cart.rebateCode
                ? `${t('checkout.voucher')}: ${cart.rebateCode}`
                : t('checkout.useVoucher')}
            </Button>
          )}
        </div>
      </WithSideColumn>
      <VoucherDialog
        open={voucherOpen}
        onClose={() => setVoucherOpen(false)}
        onSubmit={(code) =>
          voucher
            .mutateAsync({ code, deliveryOptionUuid: state.context.delivery?.optionUuid ?? null })
            .then((answer) => send({ type: 'CART_UPDATED', cart: answer.cart }))
            .catch((error: unknown) => {
              throw error instanceof ApiError ? new Error(error.message) : error;
            })
        }
      />
      {upsell && (
        <UpsellDialog
          key={upsellIndex}
          checkoutUuid={checkout.checkoutUuid}
          item={upsell}
          onCart={(next, deliveryMethods, catalogueMaxDeliveryTime) =>
            send({ type: 'CART_UPDATED', cart: next, deliveryMethods, catalogueMaxDeliveryTime })
          }
          onNext={() => send({ type: 'UPSELL_NEXT' })}
        />
      )}
    </Page>
  );
}
