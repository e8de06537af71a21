import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '../../../contract/packages';
import { type EngineSources, PartThumbnail, type Template } from '../../../../engine/index';
import { Skeleton } from '../../ui/Skeleton';
import { itemThumbnail } from './item-thumbnail';
import styles from './packages.module.css';

interface Props {
  item: PackageItem;
  template: Template | undefined;
  sources: EngineSources;
  locale: string;
  onOpen: () => void;
  /** Its thumbnail shows. */
  onDrawn?: () => void;
}

/**
 * A template item: a thumbnail of its first part that opens it. Every item is drawn on open, one
 * after another, to an <img> (no canvas kept), with the page's one image cache.
 */
export function PackageItemThumb({ item, template, sources, locale, onOpen, onDrawn }: Props) {
  const { t } = useTranslation();
  const name = item.template?.name ?? '';
  const thumbnail = useMemo(() => itemThumbnail(item, template, locale), [item, template, locale]);
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onOpen}
      disabled={!template}
      aria-label={t('packages.editItem', { name })}
    >
      <span className={styles.thumbBox}>
        {thumbnail ? (
          <PartThumbnail {...thumbnail} sources={sources} alt={name} eager onDrawn={onDrawn} />
        ) : (
          <Skeleton height="140px" />
        )}
      </span>
      <span>{name}</span>
    </button>
  );
}
