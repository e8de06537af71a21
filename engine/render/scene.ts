/**
 * A part as plain drawing data, in millimetres: what the Konva tree (imperative or react-konva)
 * is built from. One description feeds the editor, thumbnails, visual tests and print renders,
 * so they draw the same pixels.
 */
/** What a scene draws: a picture, a canvas, or a bitmap the browser made off the main thread. */
export type Drawable = HTMLImageElement | HTMLCanvasElement | ImageBitmap;

interface SceneBase {
  key: string;
  x: number;
  y: number;
  rotation?: number;
  offsetX?: number;
  offsetY?: number;
  /** Konva `name`, used to find a slot's node for taps and overlays. */
  name?: string;
}

export interface SceneGroup extends SceneBase {
  kind: 'group';
  children: SceneNode[];
  clip?: { width: number; height: number; cornerRadius: number };
}

/** Sides of an image in its own (unrotated) coordinates. */
export interface ImageSides {
  left: boolean;
  top: boolean;
  right: boolean;
  bottom: boolean;
}

export interface SceneImage extends SceneBase {
  kind: 'image';
  image: Drawable;
  width: number;
  height: number;
  /**
   * The sides where a picture reaches its frame's clip: it is not clipped a second time there,
   * since two anti-aliased clips along one edge multiply their coverage.
   */
  reaches?: ImageSides;
}

export interface SceneText extends SceneBase {
  kind: 'text';
  text: string;
  width: number;
  height: number;
  fontFamily: string;
  /** In millimetres. */
  fontSize: number;
  lineHeight: number;
  fill: string;
  align: 'left' | 'center' | 'right';
  verticalAlign: 'top' | 'middle' | 'bottom';
}

export interface SceneRect extends SceneBase {
  kind: 'rect';
  width: number;
  height: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  cornerRadius?: number;
  dash?: number[];
}

export type SceneNode = SceneGroup | SceneImage | SceneText | SceneRect;
