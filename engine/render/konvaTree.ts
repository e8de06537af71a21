// A scene as an imperative Konva node tree. Every node is static (`listening(false)`): taps are
// resolved against slot geometry, so Konva never draws a hit canvas for a part.
import Konva from 'konva';
import type { Context } from 'konva/lib/Context';
import { fillTextAveraged } from './averagedText';
import { lineOutline } from './glyphOutlines';
import type { ImageSides, SceneGroup, SceneNode } from './scene';

/** Traces a rounded rectangle (radius clamped to half the shorter side). */
export function roundedRectPath(context: Context, width: number, height: number, r: number): void {
  const radius = Math.max(0, Math.min(r, width / 2, height / 2));
  context.beginPath();
  context.moveTo(radius, 0);
  context.arcTo(width, 0, width, height, radius);
  context.arcTo(width, height, 0, height, radius);
  context.arcTo(0, height, 0, 0, radius);
  context.arcTo(0, 0, width, 0, radius);
  context.closePath();
}

/**
 * Where a scene node stands (its place, turn and the point it turns about), static: the part of
 * every node's Konva config the imperative tree and the react-konva view share.
 */
export function placed(node: SceneNode) {
  return {
    x: node.x,
    y: node.y,
    rotation: node.rotation ?? 0,
    offsetX: node.offsetX ?? 0,
    offsetY: node.offsetY ?? 0,
    listening: false,
  };
}

/** Konva config shared by a scene group and its react-konva counterpart. */
export function groupConfig(node: SceneGroup): Konva.ContainerConfig {
  const { clip } = node;
  const config: Konva.ContainerConfig = { ...placed(node), name: node.name ?? '' };
  if (clip && clip.cornerRadius > 0) {
    config.clipFunc = (context: Context) =>
      roundedRectPath(context, clip.width, clip.height, clip.cornerRadius);
  } else if (clip) {
    Object.assign(config, { clipX: 0, clipY: 0, clipWidth: clip.width, clipHeight: clip.height });
  }
  return config;
}

export function toKonva(node: SceneNode): Konva.Group | Konva.Shape {
  const common = placed(node);
  switch (node.kind) {
    case 'group': {
      const group = new Konva.Group(groupConfig(node));
      for (const child of node.children) group.add(toKonva(child));
      return group;
    }
    case 'image':
      return new Konva.Image(imageConfig(node));
    case 'text':
      return new Konva.Text({ ...common, ...textConfig(node) });
    case 'rect':
      return new Konva.Rect({ ...common, ...rectConfig(node) });
  }
}

/** Konva config of a picture or art node; a pinch preview moves a picture with it too. */
export function imageConfig(node: Extract<SceneNode, { kind: 'image' }>): Konva.ImageConfig {
  return {
    ...placed(node),
    image: node.image,
    width: node.width,
    height: node.height,
    perfectDrawEnabled: false,
    sceneFunc: drawImageCovered,
    reaches: node.reaches,
  };
}

/**
 * Draws a picture or art so that a pixel on its edge is covered by the share of it the image
 * covers, on every back end: what a 300 dpi print shows once averaged down to screen pixels.
 * Chromium draws an unrotated image without anti-aliasing (a pixel is in or out by its centre)
 * while its clip is anti-aliased. So the image is clipped to its own rectangle and its outermost
 * rows and columns are stretched outward under that clip: a pixel the image's edge crosses gets
 * the edge's colour at the clip's coverage, whichever side of the edge its centre lies.
 */
export function drawImageCovered(context: Context, shape: Konva.Shape): void {
  const image = (shape as Konva.Image).image();
  if (!image) return;
  const w = shape.width();
  const h = shape.height();
  const sw = sourceSize(image, 'width');
  const sh = sourceSize(image, 'height');
  if (w <= 0 || h <= 0 || sw <= 0 || sh <= 0) return;
  // Beyond the clip nothing shows, so the strips only need to reach past the edge pixels.
  const e = Math.max(w, h);
  // Where the picture reaches its frame, the frame's clip alone cuts it: a second clip along the
  // same edge would multiply the edge pixel's coverage (a half-covered pixel shown at a quarter).
  const reaches = shape.getAttr('reaches') as ImageSides | undefined;
  const left = reaches?.left ? -e : 0;
  const top = reaches?.top ? -e : 0;
  const right = reaches?.right ? w + e : w;
  const bottom = reaches?.bottom ? h + e : h;
  context.beginPath();
  context.rect(left, top, right - left, bottom - top);
  context.clip();
  context.drawImage(image, 0, 0, w, h);
  context.drawImage(image, 0, 0, 1, sh, -e, 0, e, h);
  context.drawImage(image, sw - 1, 0, 1, sh, w, 0, e, h);
  context.drawImage(image, 0, 0, sw, 1, 0, -e, w, e);
  context.drawImage(image, 0, sh - 1, sw, 1, 0, h, w, e);
  context.drawImage(image, 0, 0, 1, 1, -e, -e, e, e);
  context.drawImage(image, sw - 1, 0, 1, 1, w, -e, e, e);
  context.drawImage(image, 0, sh - 1, 1, 1, -e, h, e, e);
  context.drawImage(image, sw - 1, sh - 1, 1, 1, w, h, e, e);
}

/** An image's own pixel size (an <img> by its natural size, a canvas by its backing store). */
function sourceSize(image: CanvasImageSource, edge: 'width' | 'height'): number {
  if (typeof HTMLImageElement !== 'undefined' && image instanceof HTMLImageElement) {
    return edge === 'width' ? image.naturalWidth : image.naturalHeight;
  }
  const size = (image as { width?: unknown; height?: unknown })[edge];
  return typeof size === 'number' ? size : 0;
}

export function textConfig(node: Extract<SceneNode, { kind: 'text' }>): Konva.TextConfig {
  return {
    text: node.text,
    width: node.width,
    height: node.height,
    fontFamily: node.fontFamily,
    fontSize: node.fontSize,
    lineHeight: node.lineHeight,
    fill: node.fill,
    align: node.align,
    verticalAlign: node.verticalAlign,
    // Lines are wrapped by the fit; Konva must not re-wrap with its own measurement.
    wrap: 'none',
    perfectDrawEnabled: false,
    sceneFunc: drawTextLines,
  };
}

/**
 * The baseline's rise across a text, per unit of its width (a 0.03° tilt: 0.08 mm over a 150 mm
 * line). Skia (Chromium's canvas and the Node canvas alike) puts a line's baseline on a whole
 * device pixel and hints the glyphs to the pixel grid whenever the text is drawn level; tilted by
 * more than its "nearly zero" (1/4096), both keep the baseline where the millimetres put it, so
 * the editor's small text and the 300 dpi print hold the same shapes in the same places.
 */
export const TEXT_TILT = 5e-4;
/** Font size at which a family's ascent and descent are read (Chromium rounds them to pixels). */
const FONT_BOX_PX = 1000;

/**
 * Draws a text node's lines (as the fit broke them) with each baseline where the font's box puts
 * it, on every back end: the box is read at FONT_BOX_PX and scaled, since a canvas may round a
 * font's ascent and descent to whole pixels at the size drawn.
 */
export function drawTextLines(context: Context, shape: Konva.Shape): void {
  const node = shape as Konva.Text;
  const lines = node.textArr;
  if (lines.length === 0) return;
  const size = node.fontSize();
  const family = `"${node.fontFamily()}"`;
  const lineHeight = node.lineHeight() * size;
  context.setAttr('font', `${FONT_BOX_PX}px ${family}`);
  const box = context.measureText('M');
  const middle =
    ((box.fontBoundingBoxAscent - box.fontBoundingBoxDescent) / 2 / FONT_BOX_PX) * size;
  context.setAttr('font', `${size}px ${family}`);
  context.setAttr('textBaseline', 'alphabetic');
  context.setAttr('textAlign', 'left');
  context.setAttr('fillStyle', node.fill());
  const free = node.height() - lines.length * lineHeight;
  const valign = node.verticalAlign();
  const top = valign === 'middle' ? free / 2 : valign === 'bottom' ? free : 0;
  const align = node.align();
  context.transform(1, TEXT_TILT, 0, 1, 0, 0);
  lines.forEach((line, i) => {
    const baseline = top + i * lineHeight + lineHeight / 2 + middle;
    // The font's own outline where the back end registered it (the print: glyphOutlines.ts),
    // aligned by its own advance (the canvas's measure to a hundredth of a pixel); otherwise
    // the canvas draws the line, averaged over four pens (averagedText.ts).
    const outline = lineOutline(node.fontFamily(), line.text);
    const width = outline ? (outline.advance / outline.unitsPerEm) * size : line.width;
    const slack = node.width() - width;
    const x = align === 'right' ? slack : align === 'center' ? slack / 2 : 0;
    if (!outline) {
      fillTextAveraged(context, line.text, x, baseline);
      return;
    }
    const scale = size / outline.unitsPerEm;
    context.save();
    context.transform(scale, 0, 0, scale, x, baseline);
    context._context.fill(outline.path);
    context.restore();
  });
}

export function rectConfig(node: Extract<SceneNode, { kind: 'rect' }>): Konva.RectConfig {
  return {
    width: node.width,
    height: node.height,
    fill: node.fill ?? '',
    stroke: node.stroke ?? '',
    strokeWidth: node.strokeWidth ?? 0,
    cornerRadius: node.cornerRadius ?? 0,
    dash: node.dash ?? [],
    perfectDrawEnabled: false,
  };
}
