import { applyPatches } from 'immer';
import type { EditResult, ModelPatch, TemplateInstance } from './types';

/** One recorded edit: the patches that made it and the ones that take it back. */
export interface HistoryEntry {
  patches: ModelPatch[];
  inversePatches: ModelPatch[];
}

/** Undo/redo stacks of patches (newest last) and how many edits are kept. */
export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
  limit: number;
}

export const createHistory = (limit = 100): History => ({ past: [], future: [], limit });

/** Records an edit: refusals and edits without patches are not recorded; redo is cleared. */
export function record(history: History, result: EditResult): History {
  if (!result.ok || result.patches.length === 0) return history;
  const entry = { patches: result.patches, inversePatches: result.inversePatches };
  return { ...history, past: [...history.past, entry].slice(-history.limit), future: [] };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

/** Takes the last edit back, or null when there is nothing to undo. */
export function undo(history: History, instance: TemplateInstance) {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return {
    instance: applyPatches(instance, entry.inversePatches),
    history: { ...history, past: history.past.slice(0, -1), future: [...history.future, entry] },
  };
}

/** Does the last undone edit again, or null when there is nothing to redo. */
export function redo(history: History, instance: TemplateInstance) {
  const entry = history.future[history.future.length - 1];
  if (!entry) return null;
  return {
    instance: applyPatches(instance, entry.patches),
    history: { ...history, past: [...history.past, entry], future: history.future.slice(0, -1) },
  };
}
