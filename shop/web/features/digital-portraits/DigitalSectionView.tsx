import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DigitalSection } from '../../../contract/digital';
import { downloadPath } from '../../../contract/digital';
import { pictureUrl } from '../../../contract/picture-urls';
import { useToggleDigital } from '../../api/digital/toggle-digital';
import { tKey } from '../../i18n/keys';
import { Button, buttonClass } from '../../ui/Button';
import { PriceTag } from '../../components/prices/PriceTag';
import { PricesDialog } from '../../components/prices/PricesDialog';
import styles from './digital.module.css';

const TITLES = {
  IP: tKey('digital.portraits'),
  MGP: tKey('digital.siblings'),
  GP: tKey('digital.groups'),
} as const;

/** One section (portraits, siblings and friends, groups): price, tiers, buy or remove. */
export function DigitalSectionView({ section }: { section: DigitalSection }) {
  const { t } = useTranslation();
  const toggle = useToggleDigital();
  const [tiers, setTiers] = useState(false);
  const title = t(TITLES[section.pictureType]);
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.sectionHeader}>
        <h2>{title}</h2>
        <PriceTag price={section.nextPrice} original={section.originalPrice} />
        <Button variant="text" onClick={() => setTiers(true)}>
          {t('catalogue.prices')}
        </Button>
      </header>
      <ul className={styles.pictures}>
        {section.pictures.map((picture, index) => {
          const name = t('digital.pictureName', { title, number: index + 1 });
          const busy =
            toggle.isPending &&
            toggle.variables.kind === 'file' &&
            toggle.variables.pictureUuid === picture.uuid;
          return (
            <li key={picture.uuid} className={styles.picture}>
              <img
                src={pictureUrl(picture.uuid, { size: '320' })}
                alt={name}
                loading="lazy"
                width={
                  picture.width >= picture.height
                    ? 320
                    : Math.round((320 * picture.width) / picture.height)
                }
                height={
                  picture.height >= picture.width
                    ? 320
                    : Math.round((320 * picture.height) / picture.width)
                }
              />
              {picture.bought ? (
                <span className={styles.actions}>
                  <a
                    className={buttonClass({ variant: 'secondary' })}
                    href={downloadPath(picture.uuid)}
                    download
                    aria-label={t('digital.downloadName', { name })}
                  >
                    {t('digital.download')}
                  </a>
                  {picture.greenscreen && (
                    <a
                      className={buttonClass({ variant: 'text' })}
                      href={downloadPath(picture.uuid, 'transparent')}
                      download
                    >
                      {t('digital.downloadTransparent')}
                    </a>
                  )}
                </span>
              ) : (
                <Button
                  variant={picture.inCart ? 'secondary' : 'primary'}
                  busy={busy}
                  aria-label={
                    picture.inCart
                      ? t('digital.removeName', { name })
                      : t('digital.buyName', { name })
                  }
                  onClick={() => toggle.mutate({ kind: 'file', pictureUuid: picture.uuid })}
                >
                  {picture.inCart ? t('digital.remove') : t('digital.buy')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <PricesDialog
        open={tiers}
        onClose={() => setTiers(false)}
        title={t('catalogue.pricesOf', { name: title })}
        prices={section.productprices}
        currency={section.nextPrice.currency}
        campaign={section.campaign}
      />
    </section>
  );
}
