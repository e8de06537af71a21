import { useEffect, useState } from 'react';
import { animated, useSpring, useTransition } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '../../../contract/cms';
import { SLIDER_FADE_MS } from '../../../contract/cms';
import { cx } from '../../ui/cx';
import { SlideButton } from './SlideButton';
import { nextSlide, slideAfterSwipe } from './rules';
import { useLargeScreen } from './useLargeScreen';
import styles from './cms.module.css';

interface Props {
  slides: Slide[];
  /** Seconds per slide. */
  duration: number;
}

/** Rotating banners: fading with text on the image on large screens, swipeable with dots on small. */
export function Slider({ slides, duration }: Props) {
  const { t } = useTranslation();
  const large = useLargeScreen();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Once the visitor picks a slide, rotation stops for good (a way to stop moving content).
  const [chosen, setChosen] = useState(false);
  const count = slides.length;
  const choose = (i: number) => {
    setChosen(true);
    setIndex(i);
  };

  useEffect(() => {
    if (count < 2 || paused || chosen || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), duration * 1000);
    return () => window.clearTimeout(timer);
  }, [index, count, duration, paused, chosen]);

  if (count === 0) return null;
  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('cms.slides')}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {large ? (
        <FadingSlides slides={slides} index={index} />
      ) : (
        <SwipeSlides slides={slides} index={index} onIndex={choose} />
      )}
      {count > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.background + i}
              type="button"
              className={cx(styles.dot, i === index && styles.dotActive)}
              aria-label={t('cms.showSlide', { number: i + 1, count })}
              aria-current={i === index || undefined}
              onClick={() => choose(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function FadingSlides({ slides, index }: { slides: Slide[]; index: number }) {
  const transitions = useTransition(index, {
    key: index,
    from: { opacity: 0 },
    enter: { opacity: 1 },
    leave: { opacity: 0 },
    config: { duration: SLIDER_FADE_MS },
  });
  return (
    <div className={cx(styles.frame, styles.frameLarge)}>
      {transitions((style, i) => {
        const slide = slides[i];
        if (!slide) return null;
        return (
          <animated.div className={styles.fadeSlide} style={style} aria-hidden={i !== index}>
            <img src={slide.background} alt="" className={styles.banner} />
            <div className={styles.overlay}>
              <h2>{slide.title}</h2>
              {slide.text && <p>{slide.text}</p>}
              <SlideButton slide={slide} />
            </div>
          </animated.div>
        );
      })}
    </div>
  );
}

function SwipeSlides({
  slides,
  index,
  onIndex,
}: {
  slides: Slide[];
  index: number;
  onIndex: (index: number) => void;
}) {
  const [{ x }, api] = useSpring(() => ({ x: 0 }));
  useEffect(() => void api.start({ x: 0, immediate: false }), [index, api]);
  const bind = useDrag(
    ({ down, movement: [mx], last }) => {
      if (down) return void api.start({ x: mx, immediate: true });
      if (last) onIndex(slideAfterSwipe(index, slides.length, mx));
      api.start({ x: 0 });
    },
    { axis: 'x', filterTaps: true },
  );
  const current = slides[index];
  return (
    <>
      <div className={cx(styles.frame, styles.frameSmall)} {...bind()}>
        <animated.div
          className={styles.track}
          style={{ transform: x.to((v) => `translateX(calc(${-index * 100}% + ${v}px))`) }}
        >
          {slides.map((slide, i) => (
            <img
              key={slide.background + i}
              src={slide.background}
              alt=""
              className={styles.banner}
              draggable={false}
            />
          ))}
        </animated.div>
      </div>
      {current && (
        <div className={styles.caption} aria-live="polite">
          <h2>{current.title}</h2>
          {current.text && <p>{current.text}</p>}
          <SlideButton slide={current} />
        </div>
      )}
    </>
  );
}
