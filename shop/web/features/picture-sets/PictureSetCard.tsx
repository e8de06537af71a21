import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureSet } from '../../../contract/picture-sets';
import { yearOf } from '../../i18n/format';
import { paths, pictureSetPath } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { CARD_THUMBNAILS, coverFirst, notReadyMessage } from './rules';
import { Thumbnail } from './Thumbnail';
import { useDefaultBackground } from './useDefaultBackground';
import styles from './picture-sets.module.css';

/** Year, subject, job, the first 7 thumbnails, and the way on: view (and download) or buy. */
export function PictureSetCard({
  set,
  headingLevel = 2,
  actions,
}: {
  set: PictureSet;
  headingLevel?: 2 | 3;
  /** More buttons for this set, composed by the app (e.g. share). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const background = useDefaultBackground(set);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const notReady = notReadyMessage(set);
  const pictures = coverFirst(set.pictures).slice(0, CARD_THUMBNAILS);

  return (
    <article className={styles.card} aria-label={set.subject.name}>
      <p className={styles.year}>{yearOf(set.job.creationTime)}</p>
      <Heading className={styles.subject}>{set.subject.name}</Heading>
      <p className={styles.job}>{set.job.name}</p>
      {notReady ? (
        <p className={styles.notReady}>{t(notReady)}</p>
      ) : (
        <ul className={styles.strip}>
          {pictures.map((picture, index) => (
            <li key={picture.uuid}>
              <Thumbnail
                picture={picture}
                size={320}
                background={background}
                alt={t('pictureSets.pictureAlt', { number: index + 1, name: set.subject.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.buttons}>
        <ButtonLink to={pictureSetPath(set.subject.uuid)} variant="secondary">
          {set.bought ? t('pictureSets.viewAndDownload') : t('pictureSets.view')}
        </ButtonLink>
        <ButtonLink to={paths['products.list']}>{t('pictureSets.buyProducts')}</ButtonLink>
        {actions}
      </div>
    </article>
  );
}
