/**
 * The statechart's door into engine/model (with ./imageEdits for pictures): history, navigation,
 * completeness and instances; `commit` records an edit's patches for undo.
 */
import { templateComplete } from '../../model/completeness';
import {
  canRedo as historyCanRedo,
  canUndo as historyCanUndo,
  createHistory,
  record,
  redo as historyRedo,
  undo as historyUndo,
} from '../../model/history';
import { createInstance } from '../../model/instance/create';
import { instanceFromTemplateData, toTemplateData } from '../../model/instance/templateData';
import { markClean, selectPart, selectResource } from '../../model/ops/navigate';
import type {
  EditResult,
  Language,
  PlacedImage,
  StringValue,
  Template,
  TemplateData,
  TemplateInstance,
} from '../../model/types';
import type { LoadedTemplate } from '../ports';
import type { EditHistory, EditorContext } from './types';

export const emptyHistory = (): EditHistory => createHistory();
export const canUndo = (history: EditHistory): boolean => historyCanUndo(history);
export const canRedo = (history: EditHistory): boolean => historyCanRedo(history);

type Doc = Pick<EditorContext, 'instance' | 'history'>;
type Committed = Doc & Pick<EditorContext, 'swapsForward'>;

/**
 * Records a successful edit in the history; null for a refusal or no change. Edits given the same
 * `mergeKey` one after another (the moves of one drag or pinch) are one undo step. A new edit
 * ends redo, a swapped-out template's included.
 */
export function commit(doc: Doc, result: EditResult, mergeKey?: string): Committed | null {
  if (!result.ok || result.patches.length === 0) return null;
  const history = record(doc.history, result, mergeKey === undefined ? {} : { mergeKey });
  return { instance: result.instance, history, swapsForward: [] };
}

export const undo = (doc: Doc): Partial<Doc> => historyUndo(doc.history, doc.instance) ?? {};
export const redo = (doc: Doc): Partial<Doc> => historyRedo(doc.history, doc.instance) ?? {};

type Design = Pick<EditorContext, 'template' | 'instance' | 'history'>;
type Swaps = Design & Pick<EditorContext, 'swapsBack' | 'swapsForward'>;
const designOf = (c: Design): Design => ({
  template: c.template,
  instance: c.instance,
  history: c.history,
});

/**
 * The templates menu closed on another template than it opened with: the design it opened with
 * becomes one undo step (its redo dropped, so undoing the swap then redoes the swap).
 */
export function recordSwap(context: Swaps, before: Design): Partial<Swaps> {
  if (before.template.uuid === context.template.uuid) return {};
  const entry = { ...designOf(before), history: { ...before.history, future: [] } };
  return { swapsBack: [...context.swapsBack, entry], swapsForward: [] };
}

type SwapStack = 'swapsBack' | 'swapsForward';

/**
 * One step through the template swaps: the design last put on `from` comes back, and the design
 * it replaces goes onto `to`, so the opposite step returns to it.
 */
function stepSwap(context: Swaps, from: SwapStack, to: SwapStack): Partial<Swaps> {
  const design = context[from][context[from].length - 1];
  if (!design) return {};
  const moved: Pick<Swaps, SwapStack> = {
    swapsBack: context.swapsBack,
    swapsForward: context.swapsForward,
  };
  moved[from] = context[from].slice(0, -1);
  moved[to] = [...context[to], designOf(context)];
  return { ...design, ...moved };
}

/** Undo past the current design's first edit: the design before the last template swap. */
export const undoSwap = (context: Swaps): Partial<Swaps> =>
  stepSwap(context, 'swapsBack', 'swapsForward');

/** Redo past the restored design's last edit: the template swap undo took back. */
export const redoSwap = (context: Swaps): Partial<Swaps> =>
  stepSwap(context, 'swapsForward', 'swapsBack');

/** Whether Undo does something in the main menu: an edit, else a template swap. */
export const canUndoDesign = (c: Swaps): boolean => canUndo(c.history) || c.swapsBack.length > 0;
/** Whether Redo does something in the main menu: an undone edit, else an undone swap. */
export const canRedoDesign = (c: Swaps): boolean => canRedo(c.history) || c.swapsForward.length > 0;

export const isComplete = (template: Template, instance: TemplateInstance): boolean =>
  templateComplete(template, instance);

/** The picture placed in an image slot, or null. */
export function currentPicture(instance: TemplateInstance, fullId: string): PlacedImage | null {
  const value = instance.resources[fullId];
  return value?.type === 'IMAGE' ? value.image : null;
}

/** A text slot's value, if the fullId names one. */
export function stringValue(instance: TemplateInstance, fullId: string): StringValue | undefined {
  const value = instance.resources[fullId];
  return value?.type === 'STRING' ? value : undefined;
}

/** Navigation results carry no edit: take the instance, or keep the old one when refused. */
const navigated = (instance: TemplateInstance, result: EditResult): TemplateInstance =>
  result.ok ? result.instance : instance;

export const withCurrentResource = (t: Template, i: TemplateInstance, fullId: string | null) =>
  navigated(i, selectResource(t, i, fullId));

/** The instance marked saved (after add to cart or update). */
export const withCleanInstance = (i: TemplateInstance) => navigated(i, markClean(i));

export const withCurrentPart = (t: Template, i: TemplateInstance, partId: string) =>
  navigated(i, selectPart(t, i, partId));

/** A fresh instance of a template. */
export const newInstance = (template: Template, language: Language, currentYear: number) =>
  createInstance(template, { language, currentYear });

/** The instance for a swapped-in template: the host's prefilled data, else a fresh one. */
export function instanceForTemplate(
  context: EditorContext,
  loaded: LoadedTemplate,
): TemplateInstance {
  const options = {
    language: context.language,
    currentYear: context.ports.currentYear(),
    partOfPackage: context.instance.partOfPackage,
    measurer: context.ports.measurer,
  };
  const filled = loaded.templateData
    ? instanceFromTemplateData(loaded.template, loaded.templateData, options)
    : null;
  return filled?.ok ? filled.instance : createInstance(loaded.template, options);
}

/** The cart line's templateData of the instance. */
export const templateData = (context: EditorContext): TemplateData =>
  toTemplateData(context.template, context.instance);
