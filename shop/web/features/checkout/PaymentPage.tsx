import { useEffect, useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCancelPayment, usePayWithCard, useTransaction } from '../../api/checkout/payment';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import styles from './checkout.module.css';
import { TestPaymentsBanner } from './TestPaymentsBanner';

/**
 * /m/shopping-cart/checkout/payment/{transactionUuid}: where a payment is followed. A provider's
 * payment (and the test mobile gateway's, answered on its test phone page) sends the parent
 * there and waits for the answer on return; the test card gateway's form is here; approved goes
 * to the receipt.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { transactionUuid = '' } = useParams();
  const transaction = useTransaction(transactionUuid);
  const card = usePayWithCard(transactionUuid);
  const cancel = useCancelPayment(transactionUuid);
  const [search] = useSearchParams();
  // Back from the provider: wait for its answer here instead of sending the parent there again.
  const returned = search.has('returned') || search.has('cancelled');
  const cancelled = search.has('cancelled');
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [cvc, setCvc] = useState('');
  const data = transaction.data;

  useEffect(() => {
    if (data?.status === 'approved') {
      void navigate(`/shopping-cart/checkout/payment/receipt/${data.order.uuid}`, {
        replace: true,
      });
    }
  }, [data, navigate]);

  const redirectUrl = data?.redirectUrl ?? null;
  useEffect(() => {
    if (redirectUrl !== null && !returned) window.location.assign(redirectUrl);
  }, [redirectUrl, returned]);
  const { mutate: cancelPayment, isIdle: cancelIdle } = cancel;
  useEffect(() => {
    if (cancelled && redirectUrl !== null && cancelIdle) cancelPayment();
  }, [cancelled, redirectUrl, cancelIdle, cancelPayment]);

  if (transaction.isError) {
    return (
      <Page title={t('payment.title')}>
        <Alert tone="error">{transaction.error.message}</Alert>
      </Page>
    );
  }
  if (!data || data.status === 'approved') {
    return (
      <Page title={t('payment.title')}>
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  }
  if (data.status === 'declined' || data.status === 'expired') {
    return (
      <Page title={t('payment.title')}>
        <Alert tone="error">
          {data.status === 'expired'
            ? t('payment.expired')
            : t('payment.declined', { reason: data.reason ?? '' })}
        </Alert>
        <p>
          <Link to={paths.checkout}>{t('payment.backToCheckout')}</Link>
        </p>
      </Page>
    );
  }
  if (data.redirectUrl !== null) {
    const provider =
      data.gateway === 'stripe'
        ? 'Stripe'
        : data.gateway === 'vipps'
          ? 'Vipps MobilePay'
          : t('payment.testPhone');
    return (
      <Page title={t('payment.title')}>
        {returned ? (
          <div className={styles.stepBody}>
            <LoadingBlock label={t('payment.providerWaiting', { provider })} />
            <a href={data.redirectUrl}>{t('payment.providerOpenAgain', { provider })}</a>
            <Button
              block
              variant="secondary"
              busy={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('payment.providerCancel')}
            </Button>
            {cancel.error && <Alert tone="error">{cancel.error.message}</Alert>}
          </div>
        ) : (
          <LoadingBlock label={t('payment.providerRedirect', { provider })} />
        )}
      </Page>
    );
  }
  return (
    <Page title={t('payment.cardTitle')} narrow>
      <TestPaymentsBanner provider="card" />
      <form
        noValidate
        className={styles.stepBody}
        onSubmit={(event) => {
          event.preventDefault();
          card.mutate({ number, expiryMonth: Number(month), expiryYear: Number(year), cvc });
        }}
      >
        <TextField
          label={t('payment.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={FIELD_LIMITS.cardNumber}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
        <div className={styles.row}>
          <TextField
            label={t('payment.expiryMonth')}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            maxLength={2}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
          <TextField
            label={t('payment.expiryYear')}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            maxLength={4}
            value={year}
            onChange={(e) => setYear(e.target.value)}
          />
        </div>
        <TextField
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={FIELD_LIMITS.cvc}
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
        />
        {card.error && <Alert tone="error">{card.error.message}</Alert>}
        <Button type="submit" block busy={card.isPending}>
          {t('payment.pay')}
        </Button>
        <p className={styles.note}>{t('payment.testCards')}</p>
      </form>
    </Page>
  );
}
