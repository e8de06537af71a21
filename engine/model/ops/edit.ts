import { type Draft, enablePatches, produceWithPatches } from 'immer';
import type { EditResult, Refusal, TemplateInstance } from '../types';

enablePatches();

/** A change to a draft instance. */
export type Recipe = (draft: Draft<TemplateInstance>) => void;

/**
 * Runs a recipe as an immer producer with patches. A change marks the instance dirty (in the same
 * patches, so undo restores the clean state too); `markDirty: false` is for navigation (part and
 * slot selection, stage scale), which is not an edit. No change gives no patches.
 */
export function edit(
  instance: TemplateInstance,
  recipe: Recipe,
  { markDirty = true }: { markDirty?: boolean } = {},
): EditResult {
  const [next, patches, inversePatches] = produceWithPatches(instance, recipe);
  if (!markDirty || patches.length === 0 || next.dirty)
    return { ok: true, instance: next, patches, inversePatches };
  const [dirty, more, moreInverse] = produceWithPatches(next, (d) => {
    d.dirty = true;
  });
  return {
    ok: true,
    instance: dirty,
    patches: [...patches, ...more],
    inversePatches: [...moreInverse, ...inversePatches],
  };
}

/** A refusal with its reason. */
export const refuse = (reason: string): Refusal => ({ ok: false, reason });
