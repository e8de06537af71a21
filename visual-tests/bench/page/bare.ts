// The baseline for the benchmark: a bare Konva stage drawing the same picture, scaled directly
// by the pinch (no React, no model, no scene).
import Konva from 'konva';

export async function mountBare(container: HTMLDivElement, url: string): Promise<() => void> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = url;
  });
  const stage = new Konva.Stage({
    container,
    width: container.clientWidth,
    height: container.clientHeight,
    listening: false,
  });
  const layer = new Konva.Layer({ listening: false });
  const width = stage.width() - 60;
  const node = new Konva.Image({
    image,
    x: stage.width() / 2,
    y: stage.height() / 2,
    width,
    height: (width * image.height) / image.width,
    offsetX: width / 2,
    offsetY: (width * image.height) / image.width / 2,
    listening: false,
  });
  layer.add(node);
  stage.add(layer);
  let start = 0;
  const spread = (e: TouchEvent) => {
    const [a, b] = [e.touches[0], e.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
  };
  const onStart = (e: TouchEvent) => {
    start = spread(e) / node.scaleX();
  };
  const onMove = (e: TouchEvent) => {
    e.preventDefault();
    const d = spread(e);
    if (d > 0 && start > 0) {
      node.scale({ x: d / start, y: d / start });
      layer.batchDraw();
    }
  };
  container.addEventListener('touchstart', onStart, { passive: true });
  container.addEventListener('touchmove', onMove, { passive: false });
  return () => {
    container.removeEventListener('touchstart', onStart);
    container.removeEventListener('touchmove', onMove);
    stage.destroy();
  };
}
