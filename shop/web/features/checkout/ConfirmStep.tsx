import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../../../contract/checkout';
import type { Cart } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { MultilineText } from '../../ui/MultilineText';
import { CartSummary } from './CartSummary';
import styles from './checkout.module.css';

interface Props {
  checkout: Checkout;
  cart: Cart;
  accepted: boolean;
  comment: string;
  canBuy: boolean;
  busy: boolean;
  error: string | null;
  /** Buy now was refused because the total changed: the button now shows the new one. */
  totalChanged: boolean;
  onAccept: (accepted: boolean) => void;
  onComment: (comment: string) => void;
  onBuy: () => void;
}

/** Step 3: comment (unless disabled), terms of purchase, 'Buy now' with the total. */
export function ConfirmStep(props: Props) {
  const { checkout, cart } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const [termsOpen, setTermsOpen] = useState(false);
  const days = checkout.catalogueMaxDeliveryTime?.days;
  return (
    <div className={styles.stepBody}>
      <CartSummary cart={cart} />
      {days !== undefined && (
        <p className={styles.note}>{t('checkout.catalogueDelivery', { count: days })}</p>
      )}
      {!checkout.options.disableOrderComment && (
        <label className={styles.comment}>
          <span>{t('checkout.comment')}</span>
          <textarea
            rows={3}
            maxLength={2000}
            value={props.comment}
            onChange={(event) => props.onComment(event.target.value)}
          />
        </label>
      )}
      <div className={styles.terms}>
        <Checkbox
          checked={props.accepted}
          onChange={(event) => props.onAccept(event.target.checked)}
          label={t('checkout.acceptTerms')}
        />
        <Button variant="text" onClick={() => setTermsOpen(true)}>
          {t('checkout.termsLink')}
        </Button>
      </div>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      {props.totalChanged && (
        <Alert tone="error">
          {t('checkout.totalChanged', { total: format.money(cart.summary.totalPrice) })}
        </Alert>
      )}
      <Button block disabled={!props.canBuy} busy={props.busy} onClick={props.onBuy}>
        {t('checkout.buyNow', { total: format.money(cart.summary.totalPrice) })}
      </Button>
      <Dialog
        closeLabel={t('common.close')}
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        title={t('checkout.terms')}
      >
        <MultilineText text={checkout.termsOfPurchase} />
      </Dialog>
    </div>
  );
}
