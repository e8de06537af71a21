import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePromotedProducts } from '../../api/catalogue/get-promoted';
import { tKey } from '../../i18n/keys';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { createPath } from '../../lib/category-links';
import { PriceTag } from '../prices/PriceTag';
import styles from './promoted-products.module.css';

const BADGES = {
  'special-offer': tKey('promoted.specialOffer'),
  'best-seller': tKey('promoted.bestSeller'),
} as const;

/** Promoted products: a 3-column grid, or a swipeable carousel on mobile. */
export function PromotedProducts() {
  const { t } = useTranslation();
  const query = usePromotedProducts();
  const wide = useMediaQuery('(min-width: 768px)');
  const list = query.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="promoted-title" className={styles.section}>
      <h2 id="promoted-title" className={styles.title}>
        {t('promoted.title')}
      </h2>
      <ul className={wide ? styles.grid : styles.carousel}>
        {list.map(({ product, badge, image, templateUuid }) => (
          <li key={product.uuid} className={styles.item}>
            <Link
              className={styles.card}
              to={createPath(product.type, product.category, product.uuid, templateUuid)}
            >
              <span className={styles.image}>
                <img src={image} alt="" loading="lazy" />
                {badge && <span className={styles.badge}>{t(BADGES[badge])}</span>}
              </span>
              <span className={styles.name}>{product.name}</span>
              <PriceTag price={product.price} original={product.originalPrice} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
