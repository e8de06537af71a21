// Editor marks over a part: numbered circles on the editable slots (the numbered select
// buttons of docs/rules/personalisation.md §2) and an outline around the selected slot. Drawn in
// stage px.
import { Circle, Group, Rect, Text } from 'react-konva';
import { fullId } from '../model/ids';
import type { Rect as RectMm, StageFit, TemplatePart } from '../model/types';

export const SELECTION_COLOUR = '#2b9bc5';
// One array for every render: a new one is a changed prop, and its layer would redraw.
const SELECTION_DASH = [6, 4];

function slotGeometry(part: TemplatePart) {
  return part.resources
    .filter((slot) => !slot.disableEdit)
    .map((slot) => ({
      id: fullId(part.id, slot.id),
      rect: slot.type === 'IMAGE' ? slot.frame : slot.box,
      rotation: slot.type === 'IMAGE' ? slot.rotation : 0,
    }));
}

export function SlotOverlays({
  part,
  fit,
  selectedId,
  numbered,
}: {
  part: TemplatePart;
  fit: StageFit;
  selectedId: string | null;
  numbered: boolean;
}) {
  const px = (r: RectMm) => ({
    x: fit.offsetX + (r.x + r.width / 2) * fit.scale,
    y: fit.offsetY + (r.y + r.height / 2) * fit.scale,
    width: r.width * fit.scale,
    height: r.height * fit.scale,
  });
  return (
    <>
      {slotGeometry(part).map(({ id, rect, rotation }, index) => {
        const box = px(rect);
        const selected = id === selectedId;
        return (
          <Group key={id} x={box.x} y={box.y} rotation={rotation} listening={false}>
            {selected && (
              <Rect
                x={-box.width / 2}
                y={-box.height / 2}
                width={box.width}
                height={box.height}
                stroke={SELECTION_COLOUR}
                strokeWidth={2}
                dash={SELECTION_DASH}
                listening={false}
              />
            )}
            {numbered && (
              // In the frame's top-left corner, clear of faces and text.
              <Group
                x={-box.width / 2 + Math.min(17, box.width / 2)}
                y={-box.height / 2 + Math.min(17, box.height / 2)}
                listening={false}
              >
                <Circle
                  radius={13}
                  fill={selected ? SELECTION_COLOUR : '#ffffff'}
                  opacity={0.92}
                  shadowBlur={3}
                  shadowOpacity={0.3}
                />
                <Text
                  text={String(index + 1)}
                  width={26}
                  height={26}
                  x={-13}
                  y={-13}
                  align="center"
                  verticalAlign="middle"
                  fontFamily="Roboto"
                  fontSize={14}
                  fill={selected ? '#ffffff' : '#263238'}
                />
              </Group>
            )}
          </Group>
        );
      })}
    </>
  );
}
