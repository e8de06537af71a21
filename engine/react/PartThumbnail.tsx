// A part as a small image: rendered off screen once it scrolls into view, kept as an <img>
// (an encoded blob, no canvas), so a grid of many parts holds no canvases at all.
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { Template, TemplateInstance } from '../model/types';
import { calendarLocale } from '../render/calendarLocale';
import { MAX_CANVAS_EDGE, renderPartCanvas } from '../render/headless';
import { loadPartAssets } from '../render/loadAssets';
import type { EngineSources } from './sources';
import { enqueueThumbnail } from './thumbnailQueue';
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
}

export function PartThumbnail(props: PartThumbnailProps) {
  const { template, instance, partId, locale, sources, width, height } = props;
  const holder = useRef<HTMLDivElement>(null);
  const seen = useVisible(holder);
  const visible = seen || props.eager === true;
  const [url, setUrl] = useState<string | null>(null);
  const { width: wMm, height: hMm } = template.dimensions;
  const scale = Math.min(width / wMm, height / hMm);
  // Past 2 device px per CSS px a thumbnail looks no sharper, only costs more to load and draw.
  const dpr = Math.min(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1, 2);
  const pxPerMm = Math.min(scale * dpr, MAX_CANVAS_EDGE / Math.max(wMm, hMm));

  useEffect(() => {
    if (!visible) return;
    let live = true;
    let made: string | null = null;
    const input = { template, instance, partId, locale };
    // Pictures, art and fonts load now, beside the other thumbnails' (into the one shared cache);
    // only the drawing waits its turn, then finds them all at hand.
    const loaded = loadPartAssets(input, sources, pxPerMm, MAX_CANVAS_EDGE).catch(() => undefined);
    loaded
      .then(() =>
        enqueueThumbnail(async () => {
          if (!live) return;
          const canvas = await renderPartCanvas(input, sources, {
            pxPerMm,
            measurer: sources.measurer,
            calendar: calendarLocale(locale),
            placeholders: true,
          });
          const blob = await new Promise<Blob | null>((resolve) =>
            canvas.toBlob(resolve, 'image/png'),
          );
          canvas.width = 0;
          canvas.height = 0;
          if (!blob || !live) return;
          made = URL.createObjectURL(blob);
          setUrl(made);
        }),
      )
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [visible, template, instance, partId, locale, sources, pxPerMm]);

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
