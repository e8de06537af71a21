import { animated, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageOffer } from '../../../contract/packages';
import { PackageCard } from './PackageCard';
import styles from './packages.module.css';

/** Share of a slide's width a drag must pass to move to the next one. */
const SWIPE_SHARE = 0.2;

/** The offers one at a time: swipe (or the dots) to move between them. */
export function PackageCarousel({ offers }: { offers: PackageOffer[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const [{ x }, api] = useSpring(() => ({ x: 0 }));
  const width = () => frame.current?.clientWidth ?? 1;

  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(offers.length - 1, next));
    setIndex(clamped);
    void api.start({ x: -clamped * width() });
  };

  const bind = useDrag(
    ({ active, movement: [mx], swipe: [sx], cancel }) => {
      if (active && Math.abs(mx) > width() * 0.6) cancel();
      if (active) {
        void api.start({ x: -index * width() + mx, immediate: true });
        return;
      }
      const step = sx !== 0 ? -sx : Math.abs(mx) > width() * SWIPE_SHARE ? -Math.sign(mx) : 0;
      go(index + step);
    },
    { axis: 'x', filterTaps: true },
  );

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('packages.offers')}
    >
      <div className={styles.frame} ref={frame}>
        <animated.div className={styles.track} style={{ x }} {...bind()}>
          {offers.map((offer, i) => (
            <div
              key={offer.uuid}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('packages.slide', { n: i + 1, count: offers.length })}
              // Off-screen slides: neither read nor reachable by Tab.
              inert={i !== index}
            >
              <PackageCard offer={offer} />
            </div>
          ))}
        </animated.div>
      </div>
      <div className={styles.dots}>
        {offers.map((offer, i) => (
          <button
            key={offer.uuid}
            type="button"
            className={i === index ? styles.dotActive : styles.dot}
            aria-label={t('packages.showSlide', { name: offer.name })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
