import { useTranslation } from 'react-i18next';
import type { PackageItem } from '../../../contract/packages';
import {
  type EngineSources,
  instanceFromTemplateData,
  PartThumbnail,
  type Template,
} from '../../../../engine/index';
import { Skeleton } from '../../ui/Skeleton';
import styles from './packages.module.css';

const THUMB = { width: 150, height: 140 };

interface Props {
  item: PackageItem;
  template: Template | undefined;
  sources: EngineSources;
  locale: string;
  onOpen: () => void;
}

/**
 * A template item: a thumbnail of its first part that opens it. Every item is drawn on open, one
 * after another, to an <img> (no canvas kept), with the page's one image cache.
 */
export function PackageItemThumb({ item, template, sources, locale, onOpen }: Props) {
  const { t } = useTranslation();
  const name = item.template?.name ?? '';
  const opened =
    template && item.templateData
      ? instanceFromTemplateData(template, item.templateData, { partOfPackage: true })
      : null;
  const part = template?.parts[0];
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onOpen}
      disabled={!template}
      aria-label={t('packages.editItem', { name })}
    >
      <span className={styles.thumbBox}>
        {template && opened?.ok && part ? (
          <PartThumbnail
            template={template}
            instance={opened.instance}
            partId={part.id}
            locale={locale}
            sources={sources}
            width={THUMB.width}
            height={THUMB.height}
            alt={name}
            eager
          />
        ) : (
          <Skeleton height="140px" />
        )}
      </span>
      <span>{name}</span>
    </button>
  );
}
