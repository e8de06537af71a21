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

/** Records a successful edit in the history; null for a refusal or no change. */
export function commit(doc: Doc, result: EditResult): Doc | null {
  if (!result.ok || result.patches.length === 0) return null;
  return { instance: result.instance, history: record(doc.history, result) };
}

export const undo = (doc: Doc): Partial<Doc> => historyUndo(doc.history, doc.instance) ?? {};
export const redo = (doc: Doc): Partial<Doc> => historyRedo(doc.history, doc.instance) ?? {};

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
