import { findSlot } from '../ids';
import type { EditResult, Template, TemplateInstance } from '../types';
import { edit, refuse } from './edit';

export const noPart = (id: string) => `There is no part '${id}' in this template`;
export const noField = (id: string) => `There is no field '${id}' in this template`;

/** Shows a part (a text tab, a preview arrow). Navigation: the instance does not become dirty. */
export function selectPart(
  template: Template,
  instance: TemplateInstance,
  partId: string,
): EditResult {
  if (!template.parts.some((p) => p.id === partId)) return refuse(noPart(partId));
  return edit(
    instance,
    (d) => {
      d.currentPartRefId = partId;
      d.currentResourceId = null;
    },
    { markDirty: false },
  );
}

/** Selects a slot to edit (its part is shown), or none (null: back to the main menu). */
export function selectResource(
  template: Template,
  instance: TemplateInstance,
  id: string | null,
): EditResult {
  if (id === null)
    return edit(instance, (d) => void (d.currentResourceId = null), { markDirty: false });
  const ref = findSlot(template, id);
  if (!ref) return refuse(noField(id));
  return edit(
    instance,
    (d) => {
      d.currentPartRefId = ref.part.id;
      d.currentResourceId = id;
    },
    { markDirty: false },
  );
}

/** Records the editor's stage scale (StagePx per Mm) after fitting; not an edit. */
export function setScaleRatio(instance: TemplateInstance, scaleRatio: number): EditResult {
  if (!(scaleRatio > 0 && Number.isFinite(scaleRatio))) return refuse('The scale must be positive');
  return edit(instance, (d) => void (d.scaleRatio = scaleRatio), { markDirty: false });
}

/** Marks the instance saved (after add to cart or update), so cancel no longer asks. */
export function markClean(instance: TemplateInstance): EditResult {
  return edit(instance, (d) => void (d.dirty = false), { markDirty: false });
}
