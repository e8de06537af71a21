// A part as a small image: rendered off screen once it scrolls into view, kept as an <img>
// (an encoded JPEG, no canvas), so a grid of many parts holds no canvases at all.
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { Template, TemplateInstance } from '../model/types';
import { drawThumbnail, thumbnailKey } from './PartThumbnailDraw';
import type { EngineSources } from './sources';
import { useVisible } from './useVisible';

export interface PartThumbnailProps {
  template: Template;
  instance: TemplateInstance;
  partId: string;
  locale: string;
  sources: EngineSources;
  /** The box the thumbnail fits in, CSS px. */
  width: number;
  height: number;
  alt?: string;
  style?: CSSProperties;
  /**
   * Render even while off screen (a short list that must be complete on open, e.g. a package's
   * items). Still an <img> once drawn: no canvas is kept either way.
   */
  eager?: boolean;
  /** The drawn image has loaded and shows (e.g. to load other code once a page is drawn). */
  onDrawn?: () => void;
}

export function PartThumbnail(props: PartThumbnailProps) {
  const { template, instance, partId, locale, sources, width, height } = props;
  const holder = useRef<HTMLDivElement>(null);
  const seen = useVisible(holder);
  const visible = seen || props.eager === true;
  const [url, setUrl] = useState<string | null>(null);
  const { width: wMm, height: hMm } = template.dimensions;
  const scale = Math.min(width / wMm, height / hMm);
  const input = { template, instance, partId, locale, width, height };
  // By content, not identity: a parent re-rendering with equal new objects draws nothing again.
  const key = thumbnailKey(input);
  const latest = useRef(input);
  latest.current = input;

  useEffect(() => {
    if (!visible) return;
    let live = true;
    const drawing = drawThumbnail(latest.current, sources);
    drawing.image.then(
      (image) => {
        if (live) setUrl(image);
      },
      () => undefined,
    );
    return () => {
      live = false;
      drawing.release();
    };
  }, [visible, key, sources]);

  return (
    <div
      ref={holder}
      style={{
        width,
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        ...props.style,
      }}
    >
      {url ? (
        <img
          src={url}
          alt={props.alt ?? partId}
          onLoad={props.onDrawn}
          width={Math.round(wMm * scale)}
          height={Math.round(hMm * scale)}
          style={{ boxShadow: '0 1px 4px rgba(0,0,0,0.25)', background: '#fff' }}
        />
      ) : (
        <div
          aria-busy="true"
          style={{ width: wMm * scale, height: hMm * scale, background: '#eceff1' }}
        />
      )}
    </div>
  );
}
