import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../contract/cart';
import { shopSources } from '../../api/templates/engine-sources';
import { useTemplate } from '../../api/templates/get-template';
import { readTemplate } from '../../api/templates/read-template';
import { instanceFromTemplateData, PartThumbnail } from '../../../../engine/index';
import { isLanguage, localeOf } from '../../i18n/languages';
import styles from './cart.module.css';

type TemplateLine = NonNullable<OrderLine['template']>;

const THUMBNAIL_SIZE = 96;

/** Keeps the thumbnail column for a line with nothing to show, so its name is not squeezed. */
const Empty = () => <div className={styles.thumb} aria-hidden="true" />;

/**
 * The first part of a template line's design drawn by the engine; the line's preview picture
 * when it cannot be drawn. Its own chunk: the cart loads the engine only to draw one.
 */
export function DesignThumbnail(props: {
  design: TemplateLine;
  preview?: string | undefined;
  alt: string;
}) {
  const { design, preview, alt } = props;
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const answer = useTemplate(design.uuid, design.version);
  // Every picture through /system/gsbackground.php: it serves set pictures and uploads alike.
  const [sources] = useState(() => shopSources(new Set()));
  const drawn = useMemo(() => {
    if (!answer.data) return null;
    try {
      const template = readTemplate(answer.data);
      const read = instanceFromTemplateData(template, design.data, { language });
      return read.ok ? { template, instance: read.instance } : null;
    } catch {
      return null;
    }
  }, [answer.data, design.data, language]);
  const partId = drawn?.template.parts[0]?.id;
  if (!drawn || !partId)
    return preview ? <img className={styles.thumb} src={preview} alt={alt} /> : <Empty />;
  return (
    <div className={styles.thumb}>
      <PartThumbnail
        template={drawn.template}
        instance={drawn.instance}
        partId={partId}
        locale={localeOf(language)}
        sources={sources}
        width={THUMBNAIL_SIZE}
        height={THUMBNAIL_SIZE}
        alt={alt}
      />
    </div>
  );
}
