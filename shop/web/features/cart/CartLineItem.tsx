import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderLine } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';
import { paths } from '../../lib/paths';
import { PACKAGE_PRODUCT_TYPE } from '../../../contract/product-types';
import { Rebate } from '../../components/prices/PriceTag';
import { packageItemNames } from './line-contents';
import { LineThumbnail } from './LineThumbnail';
import styles from './cart.module.css';

export interface CartLineItemProps {
  line: OrderLine;
  /** Controls the checkout adds (quantity, delete), shown under the line's facts. */
  actions?: ReactNode;
  /** A state the line is in: 'updating' shows prices as '...', 'deleting' dims the line. */
  state?: 'normal' | 'updating' | 'deleting';
}

/** A product line of the cart: preview, name, quantity and price, and an edit link for designs. */
export function CartLineItem({ line, actions, state = 'normal' }: CartLineItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = line.product?.name ?? line.description;
  const price = state === 'updating' ? '...' : format.money(line.actualLinePrice);
  const items = packageItemNames(line, {
    catalogue: t('packages.catalogue'),
    digitalSet: t('packages.digitalSet'),
  });
  const hasRebate = line.linePrice.amount > line.actualLinePrice.amount;
  const rebated = state !== 'updating' && hasRebate;
  return (
    <article
      className={styles.line}
      data-state={state}
      data-rebated={hasRebate || undefined}
      aria-label={name}
    >
      <LineThumbnail line={line} name={name} />
      <div className={styles.facts}>
        <h2 className={styles.name}>{name}</h2>
        {line.description !== name && <p className={styles.description}>{line.description}</p>}
        {items.length > 0 && (
          <ul className={styles.items} aria-label={t('packages.included')}>
            {items.map((item, i) => (
              <li key={`${item}-${i}`}>{item}</li>
            ))}
          </ul>
        )}
        {/* With a quantity stepper among the actions, the stepper shows the quantity. */}
        {!(actions && line.canChangeQuantity) && (
          <p className={styles.quantity}>{t('cartPage.quantity', { count: line.quantity })}</p>
        )}
        {(line.template || line.product?.type === PACKAGE_PRODUCT_TYPE) && (
          <Link
            className={styles.edit}
            to={`${paths.shoppingcart}/edit/${encodeURIComponent(line.uuid)}`}
            aria-label={t('cartPage.editLine', { name })}
          >
            {t('cartPage.edit')}
          </Link>
        )}
        {actions}
      </div>
      <p className={styles.price}>
        {rebated && (
          <>
            <span className={styles.original}>
              {t('catalogue.originalPrice')} <s>{format.money(line.linePrice)}</s>
            </span>
            <Rebate
              price={line.actualLinePrice}
              original={line.linePrice}
              className={styles.original}
            />
          </>
        )}
        <span>{price}</span>
      </p>
    </article>
  );
}
