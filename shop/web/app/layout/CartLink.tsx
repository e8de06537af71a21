import { useEffect, useId, useRef } from 'react';
import { animated, useSpring } from '@react-spring/web';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../api/cart/get-cart';
import { Badge } from '../../ui/Badge';
import { CartIcon } from '../../ui/icons';
import { paths } from '../../lib/paths';
import { cartItemCount } from './shell-rules';
import styles from './Header.module.css';

/** Two half-second steps: the badge swells and settles, 1 s in all (spec §9). */
const bumpSteps = [
  { scale: 1.5, config: { duration: 500 } },
  { scale: 1, config: { duration: 500 } },
];

/** The cart icon with a count of product lines that bounces when the count changes. */
export function CartLink() {
  const { t } = useTranslation();
  const { data: cart } = useCart();
  const count = cartItemCount(cart);
  const countId = useId();
  const previous = useRef(count);
  const [spring, api] = useSpring(() => ({ scale: 1 }));

  useEffect(() => {
    if (previous.current !== count) api.start({ to: bumpSteps });
    previous.current = count;
  }, [count, api]);

  return (
    <Link
      to={paths.shoppingcart}
      className={styles.iconButton}
      aria-label={t('header.cart')}
      aria-describedby={count > 0 ? countId : undefined}
    >
      <CartIcon />
      {count > 0 && (
        <animated.span className={styles.badge} style={spring}>
          <Badge data-testid="cart-count" aria-hidden="true">
            {count}
          </Badge>
        </animated.span>
      )}
      {count > 0 && (
        <span id={countId} className="visually-hidden">
          {t('header.cartCount', { count })}
        </span>
      )}
    </Link>
  );
}
