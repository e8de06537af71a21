import { useTranslation } from 'react-i18next';
import type { DigitalSet } from '../../../contract/digital';
import { useToggleDigital } from '../../api/digital/toggle-digital';
import { Button } from '../../ui/Button';
import { PriceTag } from '../../components/prices/PriceTag';
import styles from './digital.module.css';

/** The whole set at its (rebated) price, with up to 3 pictures as a preview. */
export function DigitalSetOffer({ set, subjectUuid }: { set: DigitalSet; subjectUuid: string }) {
  const { t } = useTranslation();
  const toggle = useToggleDigital();
  return (
    <section className={styles.section} aria-label={set.name}>
      <header className={styles.sectionHeader}>
        <h2>{set.name}</h2>
        <PriceTag price={set.rebatedPrice ?? set.price} original={set.price} each={false} />
      </header>
      <div className={styles.setPreview}>
        {set.preview.map((src) => (
          <img key={src} src={src} alt="" loading="lazy" />
        ))}
      </div>
      <Button
        variant={set.inCart ? 'secondary' : 'primary'}
        busy={toggle.isPending}
        onClick={() => toggle.mutate({ kind: 'set', subjectUuid })}
      >
        {set.inCart ? t('digital.removeSet') : t('digital.buySet')}
      </Button>
    </section>
  );
}
