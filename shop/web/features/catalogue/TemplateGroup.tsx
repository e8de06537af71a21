import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TemplateListItem } from '../../../contract/catalogue';
import type { Product } from '../../../contract/products';
import { Button } from '../../ui/Button';
import { createPath } from '../../lib/category-links';
import type { ListTarget } from './list-target';
import { PriceTag } from '../../components/prices/PriceTag';
import { PricesDialog } from '../../components/prices/PricesDialog';
import { TemplatePreview } from './TemplatePreview';
import styles from './catalogue.module.css';

interface Props {
  target: ListTarget;
  product: Product;
  items: readonly TemplateListItem[];
  campaign: boolean;
  /** The first group on the page: its first preview is the page's largest paint. */
  first?: boolean;
}

/** One product's templates: name, price, the tiers dialog, and the template cards. */
export function TemplateGroup({ target, product, items, campaign, first = false }: Props) {
  const { t } = useTranslation();
  const [prices, setPrices] = useState(false);
  return (
    <section className={styles.group} aria-labelledby={`product-${product.uuid}`}>
      <header className={styles.groupHeader}>
        <h2 id={`product-${product.uuid}`}>{product.name}</h2>
        <PriceTag price={product.price} original={product.originalPrice} />
        {product.productprices.length > 1 && (
          <Button variant="text" onClick={() => setPrices(true)}>
            {t('catalogue.prices')}
          </Button>
        )}
      </header>
      <ul className={styles.templateGrid}>
        {items.map((item, index) => (
          <li key={item.uuid}>
            <Link
              className={styles.templateCard}
              to={createPath(target.type, target.category, product.uuid, item.uuid)}
            >
              <span className={styles.preview}>
                <TemplatePreview large={item.preview.large} lead={first && index === 0} />
              </span>
              <span className={styles.templateName}>{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PricesDialog
        open={prices}
        onClose={() => setPrices(false)}
        title={t('catalogue.pricesOf', { name: product.name })}
        prices={product.productprices}
        currency={product.price.currency}
        campaign={campaign}
      />
    </section>
  );
}
