/**
 * The text editor's working copy (docs/rules/personalisation.md §4, §5): a draft instance changed
 * by the model's text operations (fit, normalise, trim and re-wrap, refused sizes, font resets) and
 * committed to the real instance as one undoable edit on Done, or dropped on Cancel.
 */
import { edit } from '../../model/ops/edit';
import { setAlign, setColor, setFont, setSize, setText } from '../../model/ops/text';
import type {
  EditResult,
  FontFamily,
  HorizontalAlign,
  StringValue,
  Template,
  TemplateInstance,
  TextMeasurer,
} from '../../model/types';
import type { TextDraft } from './types';

/** The draft's text value. */
export function draftValue(draft: TextDraft): StringValue {
  const value = draft.instance.resources[draft.fullId];
  return value?.type === 'STRING' ? value : draft.original;
}

const applied = (draft: TextDraft, result: EditResult): TextDraft =>
  result.ok ? { ...draft, instance: result.instance } : draft;

/**
 * Opens a draft, fitting the text from the default size down to 12
 * (docs/rules/personalisation.md §4).
 */
export function openDraft(
  template: Template,
  instance: TemplateInstance,
  fullId: string,
  measurer: TextMeasurer,
): TextDraft | null {
  const value = instance.resources[fullId];
  if (value?.type !== 'STRING') return null;
  const fitted = setText(template, instance, fullId, value.text, measurer);
  const start = fitted.ok ? fitted.instance : instance;
  const original = start.resources[fullId] as StringValue;
  return {
    fullId,
    instance: start,
    original,
    sliderSize: original.size,
    tool: 'text',
    autoFocus: value.text.trim() === '',
    refusal: null,
  };
}

/** Whether two text values print the same. */
export function sameText(a: StringValue, b: StringValue): boolean {
  return (
    a.text === b.text &&
    a.family === b.family &&
    a.size === b.size &&
    a.color === b.color &&
    a.horizontalAlign === b.horizontalAlign &&
    a.lines.join('\n') === b.lines.join('\n')
  );
}

/** Whether the parent changed the draft since the editor opened (the entry fit is no change). */
export const draftChanged = (draft: TextDraft): boolean =>
  !sameText(draftValue(draft), draft.original);

/**
 * Typing: the text is fitted; text that does not fit even at the smallest size is not taken and
 * the draft says so. The slider follows the size the text is drawn at.
 */
export function typeText(t: Template, draft: TextDraft, text: string, m: TextMeasurer): TextDraft {
  const result = setText(t, draft.instance, draft.fullId, text, m);
  const next = applied(draft, result);
  return {
    ...next,
    autoFocus: false,
    sliderSize: draftValue(next).size,
    refusal: result.ok ? null : 'textTooLong',
  };
}

/** Blur: trimmed and re-wrapped. */
export function blurText(t: Template, draft: TextDraft, m: TextMeasurer): TextDraft {
  const value = draftValue(draft);
  return applied(draft, setText(t, draft.instance, draft.fullId, value.text, m, { final: true }));
}

/** The slider's size once it settles; refused sizes put the slider back. */
export function resizeText(t: Template, draft: TextDraft, m: TextMeasurer): TextDraft {
  const next = applied(draft, setSize(t, draft.instance, draft.fullId, draft.sliderSize, m));
  return { ...next, sliderSize: draftValue(next).size };
}

export function changeFont(t: Template, draft: TextDraft, family: FontFamily, m: TextMeasurer) {
  const next = applied(draft, setFont(t, draft.instance, draft.fullId, family, m));
  return { ...next, sliderSize: draftValue(next).size };
}

export const alignText = (t: Template, draft: TextDraft, align: HorizontalAlign): TextDraft =>
  applied(draft, setAlign(t, draft.instance, draft.fullId, align));

export const colourText = (t: Template, draft: TextDraft, color: string): TextDraft =>
  applied(draft, setColor(t, draft.instance, draft.fullId, color));

/** Done: the draft's value written into the real instance as one edit. */
export function commitDraft(
  t: Template,
  instance: TemplateInstance,
  draft: TextDraft,
  m: TextMeasurer,
) {
  const value = draftValue(blurText(t, draft, m));
  const before = instance.resources[draft.fullId];
  if (before?.type === 'STRING' && sameText(before, value)) return null;
  return edit(instance, (d) => {
    d.resources[draft.fullId] = value;
  });
}
