// Frees a stage's canvases at once: phones hold few canvas megapixels, and a destroyed stage's
// backing stores otherwise wait for garbage collection.
import type Konva from 'konva';

export function releaseStage(stage: Konva.Stage): void {
  for (const layer of stage.getLayers()) {
    layer.getCanvas().setSize(0, 0);
    layer.getHitCanvas().setSize(0, 0);
  }
}
