import type { TemplateData as WireTemplateData } from '../../../contract/templates';
import {
  createInstance,
  instanceFromTemplateData,
  type Language,
  type Template,
  type TemplateInstance,
  type TextMeasurer,
} from '../../../../engine/index';
import type { Draft } from './draft';

export interface StartOptions {
  language: Language;
  measurer: TextMeasurer;
  /** A saved draft, used when it is of this very template version and the model accepts it. */
  draft: Draft | null;
  /** The saved or pre-filled instance otherwise. */
  data: WireTemplateData | null;
}

/** The instance the editor opens with, and whether it came from a draft. */
export function initialInstance(
  template: Template,
  options: StartOptions,
): { instance: TemplateInstance; fromDraft: boolean } {
  const base = { language: options.language, measurer: options.measurer };
  const { draft } = options;
  if (
    draft &&
    draft.template.uuid === template.uuid &&
    draft.template.version === template.version
  ) {
    const read = instanceFromTemplateData(template, draft.templateData, base);
    // A restored draft holds changes not yet in the cart.
    if (read.ok) return { instance: { ...read.instance, dirty: true }, fromDraft: true };
  }
  if (options.data) {
    const read = instanceFromTemplateData(template, options.data, base);
    if (read.ok) return { instance: read.instance, fromDraft: false };
  }
  return { instance: createInstance(template, base), fromDraft: false };
}
