// The editor's canvas: one template part fitted to its container, drawn from (template,
// instance, part, locale, sources) alone, with gestures reported to the host.
import type Konva from 'konva';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { Group, Layer, Stage } from 'react-konva';
import { EDITOR_MARGINS, fitPartToContainer, SMALL_TEXT_MARGINS } from '../model/layout';
import type { Template, TemplateInstance } from '../model/types';
import { stagePx } from '../model/units';
import { calendarLocale } from '../render/calendarLocale';
import { describePart, findPart } from '../render/describePart';
import { scaleScene } from '../render/scaleScene';
import { croppable, type CropGesture } from './gestures';
import { splitScene } from './splitScene';
import { SceneView } from './SceneView';
import { SlotOverlays } from './SlotOverlays';
import type { EngineSources } from './sources';
import { useCanvasGestures } from './useCanvasGestures';
import { MOVING_ROOT, PREVIEW_PIXEL_RATIO, useCropPreview } from './useCropPreview';
import { createStills } from './stillLayers';
import { useElementSize } from './useElementSize';
import { usePartAssets } from './usePartAssets';
import { releaseStage } from './releaseStage';
import { cappedPixelRatio } from './pixelRatio';

export interface PartCanvasProps {
  template: Template;
  instance: TemplateInstance;
  partId: string;
  locale: string;
  sources: EngineSources;
  selectedId?: string | null;
  /** Numbered circles on the editable slots (select-image / select-text menus). */
  showSlotNumbers?: boolean;
  /**
   * docs/rules/personalisation.md §9: 60 × 30 margins for a small text zoom area instead of 30 ×
   * 10.
   */
  smallZoomArea?: boolean;
  onSelectSlot?: (fullId: string | null) => void;
  onCropGesture?: (gesture: CropGesture) => void;
  /** Called once the part is drawn with all its pictures, art and fonts. */
  onDrawn?: () => void;
  style?: CSSProperties;
}

// 'moving' is empty but while a picture is pinched or dragged: it draws the picture then, at a
// lower pixel ratio, in place of the hidden slot in 'active'.
const LAYERS = ['below', 'active', 'moving', 'above'] as const;
/** The User Timing mark set once a part is drawn with all its pictures, art and fonts. */
export const DRAWN_MARK = 'keepsake:part-drawn';
/** The User Timing mark set once the part first shows, pictures still loading or not. */
export const SHOWN_MARK = 'keepsake:part-shown';
const ACTIVE_LAYER = LAYERS.indexOf('active');
const MOVING_LAYER = LAYERS.indexOf('moving');

export function PartCanvas(props: PartCanvasProps) {
  const { template, instance, partId, locale, sources } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const size = useElementSize(wrapper);
  const part = findPart(template, partId);
  const margins = props.smallZoomArea ? SMALL_TEXT_MARGINS : EDITOR_MARGINS;
  const container = { width: stagePx(size.width), height: stagePx(size.height) };
  const fit = fitPartToContainer(template.dimensions, container, margins);
  // The canvases keep the largest size the wrapper has had and are clipped to what shows: a
  // menu that opens or closes under the canvas then moves and scales the drawing but never
  // reallocates a canvas (at DPR 3 each resize clears and recommits megapixels), and the
  // pictures and art stay at the size of that largest fit instead of being fetched and
  // rasterised again for a smaller one.
  const { largest } = size;
  const pixelRatio = cappedPixelRatio(largest.width, largest.height, window.devicePixelRatio || 1);
  const largestFit = fitPartToContainer(
    template.dimensions,
    { width: stagePx(largest.width), height: stagePx(largest.height) },
    margins,
  );
  const input = useMemo(
    () => ({ template, instance, partId, locale }),
    [template, instance, partId, locale],
  );
  const assets = usePartAssets(
    size.width > 0 ? input : null,
    sources,
    Math.max(fit.scale, largestFit.scale) * pixelRatio,
    sources.fontReady,
  );
  const calendar = useMemo(() => calendarLocale(locale), [locale]);
  const scene = useMemo(
    () =>
      assets && size.width > 0
        ? scaleScene(
            describePart(input, assets, {
              measurer: sources.measurer,
              calendar,
              placeholders: true,
              fontReady: sources.fontReady,
            }),
            fit.scale,
          )
        : null,
    [assets, input, sources.measurer, sources.fontReady, calendar, fit.scale, size.width],
  );

  // Only a picture the parent can pan and zoom gets a layer of its own.
  const activeKey = croppable(template, instance, props.selectedId ?? null)
    ? (props.selectedId ?? null)
    : null;
  const layers = useMemo(() => (scene ? splitScene(scene, activeKey) : null), [scene, activeKey]);

  const stills = useMemo(() => createStills(), []);
  const onPreview = useCropPreview({
    template,
    fit,
    assets,
    activeKey,
    active: layers?.active[0],
    layers: () => stage.current?.getLayers() ?? [],
    activeLayer: ACTIVE_LAYER,
    movingLayer: MOVING_LAYER,
    stills,
  });
  useCanvasGestures(wrapper, {
    template,
    instance,
    part,
    fit,
    selectedId: props.selectedId ?? null,
    onSelectSlot: props.onSelectSlot,
    onCropGesture: props.onCropGesture,
    onPreview,
  });

  useEffect(() => {
    const layers = stage.current?.getLayers() ?? [];
    layers.forEach((layer, i) => {
      const ratio = i === MOVING_LAYER ? Math.min(PREVIEW_PIXEL_RATIO, pixelRatio) : pixelRatio;
      // Konva reallocates a canvas on every setPixelRatio, even to the ratio it has.
      if (layer.getCanvas().getPixelRatio() === ratio) return;
      layer.getCanvas().setPixelRatio(ratio);
      layer.batchDraw();
    });
    // The still canvases a gesture shows, made (or grown) now rather than under the fingers.
    stills.prepare(
      layers.filter((_, i) => i !== MOVING_LAYER).map((l) => l.getNativeCanvasElement()),
    );
  }, [pixelRatio, largest.width, largest.height, stills]);

  const onDrawn = props.onDrawn;
  const shown = useRef(false);
  const drawn = useRef(false);
  useEffect(() => {
    const first = !shown.current && scene !== null;
    // Drawn means with every picture, and the server's own renditions, not the browser's
    // stand-ins.
    const complete = !drawn.current && scene && assets && !assets.provisional && !assets.pending;
    if (!first && !complete) return;
    // Draw now rather than on the next frame, so a mark means pixels are on the canvas.
    for (const layer of stage.current?.getLayers() ?? []) layer.draw();
    // In the page's performance timeline, so a trace or a bench sees when a parent sees it.
    if (first) {
      shown.current = true;
      performance.mark(SHOWN_MARK, { detail: partId });
    }
    if (complete) {
      drawn.current = true;
      performance.mark(DRAWN_MARK, { detail: partId });
      onDrawn?.();
    }
  }, [scene, assets, onDrawn, partId]);

  useEffect(() => {
    const current = stage.current;
    return () => {
      stills.release();
      if (current) releaseStage(current);
    };
  }, [stills]);

  return (
    <div
      ref={wrapper}
      style={{
        width: '100%',
        height: '100%',
        position: 'relative',
        touchAction: 'none',
        overflow: 'hidden',
        ...props.style,
      }}
      data-part={partId}
    >
      {size.width > 0 && (
        <Stage
          ref={stage}
          width={largest.width}
          height={largest.height}
          listening={false}
          style={{ position: 'absolute', left: 0, top: 0 }}
        >
          {LAYERS.map((name) => (
            <Layer key={name} listening={false}>
              {name === 'moving' ? (
                <Group x={fit.offsetX} y={fit.offsetY} listening={false} name={MOVING_ROOT} />
              ) : (
                <Group x={fit.offsetX} y={fit.offsetY} listening={false}>
                  {layers?.[name].map((node) => (
                    <SceneView key={node.key} node={node} />
                  ))}
                </Group>
              )}
              {name === 'above' && (
                <SlotOverlays
                  part={part}
                  fit={fit}
                  selectedId={props.selectedId ?? null}
                  numbered={props.showSlotNumbers ?? false}
                />
              )}
            </Layer>
          ))}
        </Stage>
      )}
    </div>
  );
}
