import { useTranslation } from 'react-i18next';
import { downloadPath } from '../../../contract/picture-urls';
import type { PictureSet } from '../../../contract/picture-sets';
import { canDownload, coverFirst } from './rules';
import { Thumbnail } from './Thumbnail';
import { useDefaultBackground } from './useDefaultBackground';
import styles from './picture-sets.module.css';

/** All pictures of a set; bought ones offer the full-size download (the digital file). */
export function PictureGrid({ set, size }: { set: PictureSet; size: 320 | 640 }) {
  const { t } = useTranslation();
  const background = useDefaultBackground(set);
  return (
    <ul className={styles.grid}>
      {coverFirst(set.pictures).map((picture, index) => (
        <li key={picture.uuid}>
          <figure className={styles.figure}>
            <Thumbnail
              picture={picture}
              size={size}
              background={background}
              alt={t('pictureSets.pictureAlt', { number: index + 1, name: set.subject.name })}
            />
            {canDownload(picture, set) && (
              <figcaption>
                <span>{t('pictureSets.bought')}</span>
                <a href={downloadPath(picture.uuid)} download>
                  {t('pictureSets.download')}
                </a>
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
