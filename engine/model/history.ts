import { applyPatches, enablePatches } from 'immer';
import type { EditResult, ModelPatch, TemplateInstance } from './types';

// Undo and redo apply patches, which immer only does with its patches plugin on.
enablePatches();

/** One recorded edit: the patches that made it and the ones that take it back. */
export interface HistoryEntry {
  patches: ModelPatch[];
  inversePatches: ModelPatch[];
  /** Edits recorded with the same key one after another form one entry (see `record`). */
  mergeKey?: string;
}

/** Undo/redo stacks of patches (newest last) and how many edits are kept. */
export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
  limit: number;
}

export const createHistory = (limit = 100): History => ({ past: [], future: [], limit });

/**
 * Records an edit: refusals and edits without patches are not recorded; redo is cleared. Edits
 * given the same `mergeKey` one after another (e.g. every move of one pinch or drag, keyed by the
 * gesture) become one entry, so one undo takes the whole gesture back.
 */
export function record(
  history: History,
  result: EditResult,
  { mergeKey }: { mergeKey?: string } = {},
): History {
  if (!result.ok || result.patches.length === 0) return history;
  const last = history.past[history.past.length - 1];
  if (mergeKey !== undefined && last?.mergeKey === mergeKey && history.future.length === 0) {
    const merged: HistoryEntry = {
      patches: [...last.patches, ...result.patches],
      inversePatches: [...result.inversePatches, ...last.inversePatches],
      mergeKey,
    };
    return { ...history, past: [...history.past.slice(0, -1), merged] };
  }
  const entry: HistoryEntry = { patches: result.patches, inversePatches: result.inversePatches };
  if (mergeKey !== undefined) entry.mergeKey = mergeKey;
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
