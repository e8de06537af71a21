// A minimal editor host, as the shop's editor will be: it owns the instance and applies the
// model's producers to the canvas's gesture events.
import { useCallback, useState } from 'react';
import { panCrop, zoomCrop } from '../../../engine/model/ops/crop';
import type { Template, TemplateInstance } from '../../../engine/model/types';
import type { CropGesture } from '../../../engine/react/gestures';
import { PartCanvas } from '../../../engine/react/PartCanvas';
import type { EngineSources } from '../../../engine/react/sources';

export interface HostLog {
  selected: (string | null)[];
  gestures: CropGesture[];
  instance: TemplateInstance | null;
}

export const hostLog: HostLog = { selected: [], gestures: [], instance: null };

export function EditorHost(props: {
  template: Template;
  initial: TemplateInstance;
  partId: string;
  locale: string;
  sources: EngineSources;
  selected: string | null;
  onDrawn?: () => void;
}) {
  const { template } = props;
  const [instance, setInstance] = useState(props.initial);
  const [selectedId, setSelectedId] = useState<string | null>(props.selected);
  hostLog.instance = instance;
  const onCropGesture = useCallback(
    (gesture: CropGesture) => {
      hostLog.gestures.push(gesture);
      setInstance((current) => {
        const result =
          gesture.type === 'pan'
            ? panCrop(template, current, gesture.fullId, gesture.dx, gesture.dy)
            : zoomCrop(template, current, gesture.fullId, gesture.factor, gesture.anchor);
        return result.ok ? result.instance : current;
      });
    },
    [template],
  );
  const onSelectSlot = useCallback((id: string | null) => {
    hostLog.selected.push(id);
    setSelectedId(id);
  }, []);
  return (
    <PartCanvas
      template={template}
      instance={instance}
      partId={props.partId}
      locale={props.locale}
      sources={props.sources}
      selectedId={selectedId}
      showSlotNumbers
      onSelectSlot={onSelectSlot}
      onCropGesture={onCropGesture}
      onDrawn={props.onDrawn}
    />
  );
}
