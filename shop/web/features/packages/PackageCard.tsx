import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PackageOffer } from '../../../contract/packages';
import { Rebate } from '../../components/prices/PriceTag';
import { useFormat } from '../../i18n/useFormat';
import { buttonClass } from '../../ui/Button';
import styles from './packages.module.css';

/** Where a link package leads: its category page, else its type's list, else its own link. */
export function linkTarget(offer: PackageOffer): string | null {
  const info = offer.linkInfo;
  if (info?.category)
    return `/products/categories/${encodeURIComponent(info.type)}/${encodeURIComponent(info.category)}`;
  if (info) return `/products/${encodeURIComponent(info.type)}`;
  return offer.link;
}

/** A package offer: image, name, description, prices and its button; disabled ones say why. */
export function PackageCard({ offer }: { offer: PackageOffer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isLink = offer.type === 'link';
  const target = isLink
    ? linkTarget(offer)
    : `/products/packages/${encodeURIComponent(offer.uuid)}`;
  const discounted = offer.priceIncludingDiscount.amount < offer.originalPrice.amount;
  return (
    <article className={styles.card} aria-label={offer.name}>
      {offer.image && <img className={styles.cardImage} src={offer.image} alt="" />}
      <div className={styles.cardBody}>
        <h2 className={styles.cardName}>{offer.name}</h2>
        <p className={styles.cardDescription}>{offer.description}</p>
        {!isLink && (
          <div className={styles.prices}>
            {discounted && (
              <>
                <span className={styles.original}>
                  {t('packages.originalPrice')} <s>{format.money(offer.originalPrice)}</s>
                </span>
                <Rebate
                  price={offer.priceIncludingDiscount}
                  original={offer.originalPrice}
                  className={styles.original}
                />
              </>
            )}
            <span className={offer.timeLimitedDiscountPrice ? styles.superseded : styles.price}>
              {format.money(offer.priceIncludingDiscount)}
            </span>
            {offer.timeLimitedDiscountPrice && (
              <span className={styles.limited}>
                {t('packages.limitedPrice', {
                  price: format.money(offer.timeLimitedDiscountPrice),
                })}
              </span>
            )}
          </div>
        )}
        {target && !offer.disabled && (
          <Link className={buttonClass({ block: true })} to={target}>
            {isLink ? (offer.linkText ?? t('packages.seeMore')) : t('packages.choose')}
          </Link>
        )}
      </div>
      {offer.disabled && (
        <div className={styles.overlay} role="note">
          <span>{offer.disabled.reason}</span>
        </div>
      )}
    </article>
  );
}
