import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../api/cart/get-cart';
import { Badge } from '../../ui/Badge';
import { iconButtonClass } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { CartIcon } from '../../ui/icons';
import { paths } from '../../lib/paths';
import { cartItemCount } from './shell-rules';
import { useBounce } from './useBounce';
import styles from './Header.module.css';

/** The cart icon with a count of product lines that bounces when the count changes. */
export function CartLink() {
  const { t } = useTranslation();
  const { data: cart } = useCart();
  const count = cartItemCount(cart);
  const countId = useId();
  const previous = useRef(count);
  const [bumps, setBumps] = useState(0);
  const badgeRef = useBounce<HTMLSpanElement>(bumps);

  useEffect(() => {
    if (previous.current !== count) setBumps((n) => n + 1);
    previous.current = count;
  }, [count]);

  return (
    <Link
      to={paths.shoppingcart}
      className={cx(iconButtonClass, styles.iconButton)}
      aria-label={t('header.cart')}
      aria-describedby={count > 0 ? countId : undefined}
    >
      <CartIcon />
      {count > 0 && (
        <span ref={badgeRef} className={styles.badge}>
          <Badge data-testid="cart-count" aria-hidden="true">
            {count}
          </Badge>
        </span>
      )}
      {count > 0 && (
        <span id={countId} className="visually-hidden">
          {t('header.cartCount', { count })}
        </span>
      )}
    </Link>
  );
}
