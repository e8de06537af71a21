import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../contract/cart';
import { useWhenIdle } from '../../ui/useWhenIdle';
import { filePreviewUrls } from './line-contents';
import styles from './cart.module.css';

// The engine (Konva and its React renderer) only when a template line is drawn.
const DesignThumbnail = lazy(() =>
  import('./DesignThumbnail').then((m) => ({ default: m.DesignThumbnail })),
);

/**
 * The first part of a line's design drawn by the engine from its saved instance; the line's
 * preview picture while the template loads or when it cannot be drawn; up to three of the
 * pictures a digital line buys.
 */
export function LineThumbnail({ line, name }: { line: OrderLine; name: string }) {
  const { t } = useTranslation();
  // The drawing (its chunk, the template, Konva) waits until the page has shown its lines.
  const idle = useWhenIdle();
  const alt = t('cartPage.preview', { name });
  const files = filePreviewUrls(line);
  if (files.length > 0)
    return (
      <div className={styles.files} data-count={files.length}>
        {files.map((src, i) => (
          <img key={src} src={src} alt={t('cartPage.filePreview', { n: i + 1, name })} />
        ))}
      </div>
    );
  if (!line.template)
    return line.preview ? <img className={styles.thumb} src={line.preview} alt={alt} /> : <Empty />;
  const waiting = line.preview ? (
    <img className={styles.thumb} src={line.preview} alt={alt} />
  ) : (
    <Empty />
  );
  if (!idle) return waiting;
  return (
    <Suspense fallback={waiting}>
      <DesignThumbnail design={line.template} preview={line.preview} alt={alt} />
    </Suspense>
  );
}

/** Keeps the thumbnail column for a line with nothing to show, so its name is not squeezed. */
const Empty = () => <div className={styles.thumb} aria-hidden="true" />;
